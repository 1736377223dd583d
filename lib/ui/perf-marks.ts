import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * User Timing marks read by `npm run bench` (and shown in DevTools' Performance panel).
 * `performance.mark` only records an entry in the page's own timeline: no output, no
 * messages, no change in behaviour. Each results mark carries `{ id }` of the search.
 * The timeline keeps every entry as long as the page lives, so each name keeps its latest
 * MARKS_KEPT (a side panel open for a thousand searches held 4,000 marks: issue 42).
 */
export const PERF_MARKS = {
  /** The page's first render (search box included) has been painted. */
  pageReady: 'page-ready',
  /** The results view renders a success state it has not shown before. */
  resultsRender: 'results-render',
  /** Those results are in the DOM (layout effect, right after Preact's commit). */
  resultsCommitted: 'results-committed',
  /** The frame that will show them begins (requestAnimationFrame). */
  resultsFrame: 'results-frame',
  /** That frame's style, layout and paint have run (a task queued from the rAF callback). */
  resultsPainted: 'results-painted',
  /** A page received a search's answer (the quick-look card: the outcome from the background). */
  answerArrived: 'answer-arrived',
  /** The history view's list, read from storage, has been painted. */
  historyPainted: 'history-painted',
  /** The Reader's text (its first screen) has been painted; `{ id }` is the page's address. */
  readerPainted: 'reader-painted',
} as const;

/** Marks of one name a page keeps: the last hundred searches' (the bench reads each search's at once). */
export const MARKS_KEPT = 100;
const marksMade = new Map<string, number>();

/** Adds a mark `name` (with `{ id }`), clearing the page's older ones of that name past MARKS_KEPT. */
export function perfMark(name: string, id?: string): void {
  const made = (marksMade.get(name) ?? 0) + 1;
  // The older ones go all at once (the timeline can only clear a name whole): at most MARKS_KEPT.
  if (made > MARKS_KEPT) performance.clearMarks(name);
  marksMade.set(name, made > MARKS_KEPT ? 1 : made);
  performance.mark(name, id === undefined ? undefined : { detail: { id } });
}

/**
 * Marks after the next frame is rendered: rAF callbacks run just before the frame's
 * style, layout and paint; a task queued from one runs once they are done (the same
 * "after paint" signal Preact uses for effects).
 */
function markAfterNextPaint(painted: string, id?: string, frame?: string): void {
  requestAnimationFrame(() => {
    if (frame !== undefined) perfMark(frame, id);
    setTimeout(() => perfMark(painted, id), 0);
  });
}

/** In a page's root component: marks when its first render (with the search box) has been painted. */
export function usePageReadyMark(): void {
  useLayoutEffect(() => markAfterNextPaint(PERF_MARKS.pageReady), []);
}

/**
 * In the results view: marks the render, commit and paint of each search's results the
 * first time they are shown (`successId` names a success state and how many items it shows, so
 * a page appended by More results is marked too; undefined when there is none).
 */
export function useResultsMarks(successId: string | undefined): void {
  const rendered = useRef<string>();
  if (successId !== undefined && rendered.current !== successId) {
    rendered.current = successId;
    perfMark(PERF_MARKS.resultsRender, successId);
    // Asked for in the render, which commits in this same task: Preact asks for the next frame
    // as it commits too, to run the components' effects in a task after the paint, and tasks
    // queued from frame callbacks run in the order those were asked for. Asked for in the commit,
    // the mark came after those effects (a trace of the card: 2–6 ms of them), not after the paint.
    markAfterNextPaint(PERF_MARKS.resultsPainted, successId, PERF_MARKS.resultsFrame);
  }
  useLayoutEffect(() => {
    if (successId !== undefined) perfMark(PERF_MARKS.resultsCommitted, successId);
  }, [successId]);
}

/** In the history view: marks when its first list (once read) has been painted. */
export function useHistoryMarks(loaded: boolean): void {
  useLayoutEffect(() => {
    if (loaded) markAfterNextPaint(PERF_MARKS.historyPainted);
  }, [loaded]);
}

/** In the Reader: marks when a page's text (`url`, once it has text to show) has first been painted. */
export function useReaderPaintedMark(url: string | undefined): void {
  useLayoutEffect(() => {
    if (url !== undefined) markAfterNextPaint(PERF_MARKS.readerPainted, url);
  }, [url]);
}
