// The wait for the page that asked to say it has painted an answer (see SearchService.answerShown).

/**
 * How long the window's record and the history wait for the page that asked to say it has painted
 * the answer (`reportsShown`): a page that closed, or never paints it (a newer search came first),
 * holds them no longer than this.
 */
export const ANSWER_SHOWN_WAIT_MS = 1000;

/**
 * The wait for the page that asked to paint the answer (registered as the search starts, so a
 * report that comes early is not missed): its storage events would otherwise land between the
 * answer's render and its paint (issue 29). At most ANSWER_SHOWN_WAIT_MS.
 */
export function shownReport(shownWaits: Map<string, () => void>, id: string): () => Promise<void> {
  let reported!: () => void;
  const shown = new Promise<void>((resolve) => (reported = resolve));
  shownWaits.set(id, reported);
  return () => {
    const timer = setTimeout(reported, ANSWER_SHOWN_WAIT_MS);
    return shown.finally(() => clearTimeout(timer));
  };
}
