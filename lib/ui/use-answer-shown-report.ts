import { useLayoutEffect } from 'preact/hooks';
import { reportAnswerShown } from './search-requests';

/** A hidden page gets no frames: after this long its report goes all the same (as Preact's effects do). */
const HIDDEN_PAGE_MS = 100;

/**
 * In the results view: once the frame that shows the answer `id` has been painted, tells the
 * worker (for a search this page sent with `reportsShown`), which then writes the window's
 * record and the history. Their storage events reach every page; before, they came in between
 * the answer's render and its paint (issue 29). A callback of the next frame runs before its
 * paint, and a task queued from it after.
 */
export function useAnswerShownReport(id: string | undefined): void {
  useLayoutEffect(() => {
    if (id === undefined) return undefined;
    let task: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      task ??= setTimeout(() => reportAnswerShown(id), 0);
    };
    const frame = requestAnimationFrame(afterPaint);
    const fallback = setTimeout(afterPaint, HIDDEN_PAGE_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
    };
  }, [id]);
}
