import { useLayoutEffect } from 'preact/hooks';
import { reportAnswerShown } from './search-requests';

/**
 * In the results view: once the frame that shows the answer `id` has been painted, tells the
 * worker (for a search this page sent with `reportsShown`), which then writes the window's
 * record and the history. Their storage events reach every page; before, they came in between
 * the answer's render and its paint (issue 29). A callback of the next frame runs before its
 * paint, and a task queued from it after. A hidden page paints nothing: it says so at once. One
 * hidden before its frame came says nothing, and the worker stops waiting on its own
 * (ANSWER_SHOWN_WAIT_MS).
 */
export function useAnswerShownReport(id: string | undefined): void {
  useLayoutEffect(() => {
    if (id === undefined) return undefined;
    if (document.visibilityState === 'hidden') {
      reportAnswerShown(id);
      return undefined;
    }
    const frame = requestAnimationFrame(() => setTimeout(() => reportAnswerShown(id), 0));
    return () => cancelAnimationFrame(frame);
  }, [id]);
}
