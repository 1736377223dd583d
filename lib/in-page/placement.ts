/*
 * Where the quick-look card goes beside the selected words: below them, or above when there is
 * no room below and more above; moved along each axis to stay inside the viewport (the cases a
 * positioning library's `flip` and `shift` cover). Small code of our own rather than
 * @floating-ui/dom, so the script injected into the page stays within its 4 KB (DESIGN §4 In the
 * page); test/unit/placement.test.ts carries the library's cases: each edge of the viewport,
 * flipping, shifting, a card larger than the viewport, right-to-left text.
 */

/** A box in viewport coordinates (CSS pixels), as getBoundingClientRect gives it. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Placement {
  top: number;
  left: number;
  width: number;
  height: number;
  /** Which side of the words the card is on. */
  side: 'below' | 'above';
}

/** The card's size: 360 × 440, or less where the viewport is smaller (a margin kept all round). */
export const CARD_SIZE: Size = { width: 360, height: 440 };
/** Between the words and the card. */
export const GAP = 6;
/** Kept free between the card and the viewport's edges. */
export const MARGIN = 8;

/**
 * The card's place for words at `anchor` in a viewport of `viewport`: below, or flipped above;
 * its start edge at the words' start (the left for left-to-right text, the right for
 * right-to-left), shifted so the whole card stays inside the viewport.
 */
export function placeCard(anchor: Box, viewport: Size, direction: 'ltr' | 'rtl' = 'ltr', card = CARD_SIZE): Placement {
  const width = Math.max(0, Math.min(card.width, viewport.width - 2 * MARGIN));
  const height = Math.max(0, Math.min(card.height, viewport.height - 2 * MARGIN));
  const bottom = anchor.top + anchor.height;
  const roomBelow = viewport.height - MARGIN - (bottom + GAP);
  const roomAbove = anchor.top - GAP - MARGIN;
  const side = roomBelow >= height || roomBelow >= roomAbove ? 'below' : 'above';
  const top = side === 'below' ? bottom + GAP : anchor.top - GAP - height;
  const left = direction === 'rtl' ? anchor.left + anchor.width - width : anchor.left;
  return {
    top: clamp(top, MARGIN, viewport.height - MARGIN - height),
    left: clamp(left, MARGIN, viewport.width - MARGIN - width),
    width,
    height,
    side,
  };
}

/** Whether the words have left the viewport entirely (scrolled away): the card closes then. */
export function isOutOfView(anchor: Box, viewport: Size): boolean {
  return (
    anchor.top + anchor.height <= 0 ||
    anchor.top >= viewport.height ||
    anchor.left + anchor.width <= 0 ||
    anchor.left >= viewport.width
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.round(Math.max(min, Math.min(value, max)));
}
