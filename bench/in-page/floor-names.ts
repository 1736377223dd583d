/** The files only the bench's build has (bench/build.ts writes them), named for the pages and scripts that use them. */
export const BENCH_FILES = {
  /** An extension page with one word: the start-up floor. */
  empty: 'bench-floor-empty.html',
  /** The side panel's HTML without its scripts: its search box and stylesheets. */
  shellOnly: 'bench-floor-shell-only.html',
  /** A one-word extension page for the card's frame (a web-accessible resource, as the card's page is). */
  cardPage: 'bench-floor-card.html',
  /** Its one script: marks the frame that paints its word. */
  cardPainted: 'bench-floor-card-painted.js',
  /** The card's in-page code with that page in its frame (bench/in-page/floor-card-frame.ts). */
  cardFrame: 'bench-floor-card-frame.js',
  /** One box, 360 × 420 with a background, put into the page and taken away again: the least a script can put on screen. */
  firstChange: 'bench-floor-first-change.js',
  /** A content script that does nothing: what any content script costs a page. */
  emptyContent: 'bench-empty-content.js',
} as const;

/** The mark the one-word card page sets once the frame that paints its word is done. */
export const FLOOR_CARD_PAINTED = 'bench-floor-card-painted';
