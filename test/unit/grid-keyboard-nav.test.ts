import { describe, expect, it } from 'vitest';
import { gridTarget } from '../../lib/ui/grid-keyboard-nav';

// A grid of 10 images, 4 to a row: 0 1 2 3 / 4 5 6 7 / 8 9
describe('moving in the images grid', () => {
  it('moves one cell left and right, and one row up and down', () => {
    expect(gridTarget(5, 'ArrowRight', 10, 4)).toBe(6);
    expect(gridTarget(5, 'ArrowLeft', 10, 4)).toBe(4);
    expect(gridTarget(5, 'ArrowDown', 10, 4)).toBe(9);
    expect(gridTarget(5, 'ArrowUp', 10, 4)).toBe(1);
    expect(gridTarget(5, 'j', 10, 4)).toBe(6);
    expect(gridTarget(5, 'k', 10, 4)).toBe(4);
  });

  it('holds at the edges instead of wrapping', () => {
    expect(gridTarget(0, 'ArrowLeft', 10, 4)).toBe(0);
    expect(gridTarget(1, 'ArrowUp', 10, 4)).toBe(0);
    expect(gridTarget(9, 'ArrowRight', 10, 4)).toBe(9);
    // Down from a cell above the short last row lands on the last cell.
    expect(gridTarget(6, 'ArrowDown', 10, 4)).toBe(9);
  });

  it('goes to the row’s ends with Home and End, and to the grid’s with Ctrl', () => {
    expect(gridTarget(6, 'Home', 10, 4)).toBe(4);
    expect(gridTarget(6, 'End', 10, 4)).toBe(7);
    expect(gridTarget(8, 'End', 10, 4)).toBe(9);
    expect(gridTarget(6, 'Home', 10, 4, true)).toBe(0);
    expect(gridTarget(2, 'End', 10, 4, true)).toBe(9);
  });

  it('ignores other keys, and treats a one-column layout as a list', () => {
    expect(gridTarget(3, 'Enter', 10, 4)).toBeUndefined();
    expect(gridTarget(3, 'ArrowDown', 10, 1)).toBe(4);
    expect(gridTarget(3, 'ArrowDown', 10, 0)).toBe(4);
  });
});
