import { describe, expect, it } from 'vitest';
import { CARD_SIZE, GAP, isOutOfView, MARGIN, placeCard, type Box } from '../../lib/in-page/placement';

/*
 * The card's placement, with the cases a positioning library's flip and shift carry: the words
 * at each edge of the viewport, a card that fits neither side, a viewport smaller than the card,
 * right-to-left text.
 */
const VIEWPORT = { width: 1200, height: 800 };
const words = (left: number, top: number, width = 80, height = 18): Box => ({ left, top, width, height });

describe('placing the card beside the words', () => {
  it('puts it below the words, its left edge at theirs', () => {
    expect(placeCard(words(300, 100), VIEWPORT)).toEqual({
      top: 100 + 18 + GAP,
      left: 300,
      ...CARD_SIZE,
      side: 'below',
    });
  });

  it('flips it above words near the bottom edge', () => {
    const placed = placeCard(words(300, 700), VIEWPORT);
    expect(placed.side).toBe('above');
    expect(placed.top).toBe(700 - GAP - CARD_SIZE.height);
  });

  it('keeps it below words near the top edge', () => {
    const placed = placeCard(words(300, 0), VIEWPORT);
    expect(placed).toMatchObject({ side: 'below', top: 18 + GAP });
  });

  it('shifts it left from words at the right edge, inside the margin', () => {
    const placed = placeCard(words(1150, 100), VIEWPORT);
    expect(placed.left).toBe(VIEWPORT.width - MARGIN - CARD_SIZE.width);
  });

  it('shifts it right from words partly past the left edge', () => {
    expect(placeCard(words(-40, 100), VIEWPORT).left).toBe(MARGIN);
  });

  it('takes the roomier side and shifts it inside when it fits neither', () => {
    const short = { width: 1200, height: 600 };
    const nearTop = placeCard(words(300, 200), short);
    expect(nearTop.side).toBe('below');
    expect(nearTop.top).toBe(short.height - MARGIN - CARD_SIZE.height);
    const nearBottom = placeCard(words(300, 400), short);
    expect(nearBottom.side).toBe('above');
    expect(nearBottom.top).toBe(MARGIN);
  });

  it('shrinks to a viewport smaller than the card, a margin all round', () => {
    const phone = { width: 320, height: 300 };
    const placed = placeCard(words(10, 10), phone);
    expect(placed).toMatchObject({ width: 320 - 2 * MARGIN, height: 300 - 2 * MARGIN, left: MARGIN, top: MARGIN });
  });

  it('aligns its right edge with the words’ in right-to-left text, and shifts it at the left edge', () => {
    expect(placeCard(words(800, 100), VIEWPORT, 'rtl').left).toBe(880 - CARD_SIZE.width);
    expect(placeCard(words(20, 100), VIEWPORT, 'rtl').left).toBe(MARGIN);
  });

  it('never leaves the viewport, wherever the words are', () => {
    for (let left = -200; left <= 1400; left += 97) {
      for (let top = -200; top <= 1000; top += 89) {
        const placed = placeCard(words(left, top), VIEWPORT);
        expect(placed.left).toBeGreaterThanOrEqual(MARGIN);
        expect(placed.top).toBeGreaterThanOrEqual(MARGIN);
        expect(placed.left + placed.width).toBeLessThanOrEqual(VIEWPORT.width - MARGIN);
        expect(placed.top + placed.height).toBeLessThanOrEqual(VIEWPORT.height - MARGIN);
      }
    }
  });
});

describe('words scrolled out of view', () => {
  it.each([
    ['above the top', words(300, -30), true],
    ['below the bottom', words(300, 800), true],
    ['past the left', words(-80, 100), true],
    ['past the right', words(1200, 100), true],
    ['partly in view', words(300, -10), false],
    ['in view', words(300, 300), false],
  ])('%s', (_case, box, out) => {
    expect(isOutOfView(box, VIEWPORT)).toBe(out);
  });
});
