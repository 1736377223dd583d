import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN, ROW_GUESS_PX, rowsForRoom, rowsForViewport } from '../../lib/ui/use-first-screen-first';

describe('the rows an answer’s first frame renders', () => {
  it('fills the page under the search box at the usual row height, at most a first screen', () => {
    // 720 px: 570 px under the box, six rows of 96.
    expect(rowsForViewport(720, FIRST_SCREEN)).toBe(6);
    // The real side panel (585 px): five.
    expect(rowsForViewport(585, FIRST_SCREEN)).toBe(5);
    // A tall window: never more than the first screen's ten.
    expect(rowsForViewport(2000, FIRST_SCREEN)).toBe(FIRST_SCREEN);
  });

  it('renders at least three rows, and the whole first screen when the height is unknown or rows have no usual height', () => {
    expect(rowsForViewport(200, FIRST_SCREEN)).toBe(3);
    expect(rowsForViewport(0, FIRST_SCREEN)).toBe(FIRST_SCREEN);
    expect(rowsForViewport(Number.NaN, FIRST_SCREEN)).toBe(FIRST_SCREEN);
    expect(rowsForViewport(720, 48, 0)).toBe(48);
  });

  it('adds the rows the room left under the list needs, one more for rounding', () => {
    expect(rowsForRoom(9)).toBe(2);
    expect(rowsForRoom(ROW_GUESS_PX)).toBe(2);
    expect(rowsForRoom(300)).toBe(5);
    expect(rowsForRoom(300, 50)).toBe(7);
  });
});
