/**
 * Start-up work a search does not need (checking stored settings, the badge, settling a
 * search a stopped worker left loading) waits until the first search's request has left,
 * or `fallbackMs` when the worker woke for something else: a search that woke the worker
 * then competes with nothing but its own request (issue 12 §4).
 */
export function deferredStartup(fallbackMs = 500, setTimer: typeof setTimeout = setTimeout) {
  let begin: () => void = () => undefined;
  const begun = new Promise<void>((resolve) => (begin = resolve));
  setTimer(() => begin(), fallbackMs);
  return {
    requestSent: (): void => begin(),
    /** Runs each task once the wait is over; a failing task does not stop the others. */
    run: (...tasks: Array<() => Promise<unknown>>): void => {
      void begun.then(() => Promise.allSettled(tasks.map((task) => task())));
    },
  };
}
