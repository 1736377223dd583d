import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';

/**
 * The most rows a first frame starts from: a tall side panel shows about ten results (the first
 * ten rows are also laid out at once, styles.css). A shorter page starts from fewer
 * (`rowsForViewport`), and rows that leave room under them are added to.
 */
export const FIRST_SCREEN = 10;

/** Image tiles that fill a wide results tab's first screen (a 360 px panel shows about twelve). */
const IMAGE_FIRST_SCREEN = 48;

/** How many items of a list of this type make its first screen. */
export function firstScreenOf(type: string): number {
  return type === 'images' ? IMAGE_FIRST_SCREEN : FIRST_SCREEN;
}

/**
 * A row of a list, as tall as it usually is in a 360–420 px page (a title, the address, two lines
 * of snippet: 92–111 px; `contain-intrinsic-size` in styles.css guesses 96). Only a guess of how
 * many rows fill the page: the frame is checked before it is painted.
 */
export const ROW_GUESS_PX = 96;

/** What is above a list in the panel and the popup: the search box, the type tabs, the status line (about 167 px). */
const ABOVE_LIST_GUESS_PX = 150;

/** The blank top of a row (its padding, styles.css): room this thin would show nothing of the next one. */
const BLANK_ROW_TOP_PX = 8;

/** Fewer rows than this are never worth a second render. */
const FEWEST_ROWS = 3;

/** The rows a first frame renders: enough for `viewportHeight` at the guessed heights, at most `first`. */
export function rowsForViewport(viewportHeight: number, first: number, rowPx = ROW_GUESS_PX): number {
  if (!(viewportHeight > 0) || rowPx <= 0) return first;
  return Math.min(first, Math.max(FEWEST_ROWS, Math.ceil((viewportHeight - ABOVE_LIST_GUESS_PX) / rowPx)));
}

/**
 * How far above the bottom of the page's viewport the results list ends, in px: 0 once its last row
 * reaches it (or there is no list on screen). Reading it lays the page out: the layout its frame needs anyway.
 */
export function roomUnderList(doc: Document = document): number {
  const last = doc.querySelector('.result-list')?.lastElementChild?.getBoundingClientRect();
  // No list, or one not laid out (hidden while a page is read): nothing to fill.
  if (!last || last.height === 0) return 0;
  const room = doc.documentElement.clientHeight - last.bottom;
  return room > BLANK_ROW_TOP_PX ? room : 0;
}

/** The rows to add for `room` px left under the list: what the guessed height needs, one more for rounding. */
export function rowsForRoom(room: number, rowPx = ROW_GUESS_PX): number {
  return Math.ceil(room / rowPx) + 1;
}

/**
 * Whether the frame that painted an answer's first screen has gone by: false while `waiting` and
 * that frame is still to come, then true (a task queued from the next frame's callback, after
 * the frame that paints the first screen). A new `answerId` waits again. Not waiting is true at once.
 */
export function useFirstScreenPainted(answerId: string, waiting: boolean): boolean {
  const [paintedFor, setPaintedFor] = useState<string>();
  const painted = paintedFor === answerId;
  useEffect(() => {
    if (painted || !waiting) return undefined;
    // An effect usually runs once that frame is painted, but a re-render before it runs the effect
    // early; what waits then came before the first screen was ever painted. So: the next frame's
    // callback, then a task. A hidden page gets no frames: a timeout stands in, as it does for
    // Preact's own effects.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const after = () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      timer ??= setTimeout(() => setPaintedFor(answerId), 0);
    };
    const frame = requestAnimationFrame(after);
    const fallback = setTimeout(after, 100);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(timer);
    };
  }, [painted, waiting, answerId]);
  return painted || !waiting;
}

/**
 * The items of an answer to render now (issue 29: the first screen rendered before the rest):
 * - a new answer's first frame renders the rows that fill the page's height (`rowsForViewport`);
 *   if, once laid out, they leave room under them, the rows that room needs render before that
 *   frame is painted, until the list reaches the bottom (a layout effect: no frame shows less);
 * - the rest renders in a task after that screen has been painted.
 * An answer that grows (More results) is shown whole: its first screen is on screen already.
 * `answerId` names the answer; the returned list keeps its identity while nothing changes.
 */
export function useFirstScreenFirst<T>(
  items: readonly T[],
  answerId: string,
  first = FIRST_SCREEN,
  /** False while the list's view is still loading: the rest waits until its first screen is rendered. */
  rendered = true,
  /** A row's usual height; 0 renders `first` items, unchecked (a grid: how many tiles make a row depends on the width). */
  rowPx = ROW_GUESS_PX,
): readonly T[] {
  const [grown, setGrown] = useState<{ answerId: string; rows: number }>();
  const screen =
    grown?.answerId === answerId
      ? grown.rows
      : rowsForViewport(typeof innerHeight === 'number' ? innerHeight : 0, first, rowPx);
  const long = items.length > screen;
  // Until the view is rendered the rest waits, and no frame is asked for yet.
  const painted = useFirstScreenPainted(answerId, long && rendered);
  const whole = !long || (rendered && painted);
  const count = whole ? items.length : screen;
  useLayoutEffect(() => {
    // A grid's first screen is its 48 tiles, as many as a wide tab shows: no layout is read for it.
    if (whole || !rendered || rowPx <= 0) return;
    // Rows shorter than guessed (a tall page, one-line results) leave room: fill it now, before paint.
    const room = roomUnderList();
    if (room > 0) setGrown({ answerId, rows: screen + rowsForRoom(room, rowPx) });
  }, [whole, rendered, screen, answerId, rowPx]);
  return useMemo(() => (count >= items.length ? items : items.slice(0, count)), [items, count]);
}
