import { sendMessage, wakeWorker } from '../messaging';
import type { SearchRecord, SuccessRecord } from '../search/current-search';
import type { AnswerOutcome, SearchMessage, SearchOutcome } from '../search/search-message';
import { t } from '../i18n/messages';
import { knownPageWindow, pageWindow } from './page-window';

/*
 * What a page asks of the background about searches. A message that cannot be delivered is
 * turned into data like every other failure, never an exception.
 */

/** The person is typing a search: the worker, if the browser stopped it, is started now rather than at Enter. */
export const searchBegun: () => void = wakeWorker;

/** Searches this page sent with `reportsShown` and has not yet said it painted the answer to. */
const owedReports = new Set<string>();

const UNDELIVERED: SearchOutcome = { ok: false, error: { kind: 'cancelled', message: t('errNoAnswer') } };
const GONE: AnswerOutcome = { ok: false, gone: true };

/**
 * Asks the background to run a search in this page's window; resolves to its outcome, with the
 * results (they come to the page that asked, in the reply).
 */
export async function startSearch(message: SearchMessage): Promise<SearchOutcome> {
  // Known at once after the page's start: the request leaves in the handler's own turn, ahead of
  // the render the handler queued (a microtask), so the worker works while the page renders.
  const { id: windowId } = knownPageWindow() ?? (await pageWindow());
  const reports = message.reportsShown === true && message.id !== undefined ? message.id : undefined;
  if (reports !== undefined) owedReports.add(reports);
  try {
    const outcome = await sendMessage('search', { ...message, ...(windowId !== undefined && { windowId }) });
    // No answer, or another search's (this one joined it): nothing will be painted under this id.
    if (reports !== undefined && (!outcome.ok || outcome.record.id !== reports)) owedReports.delete(reports);
    return outcome;
  } catch {
    if (reports !== undefined) owedReports.delete(reports);
    // The worker was stopped while it held our search: waking it settles the search it left
    // `loading` into an error with Retry, which every page of the window then shows.
    try {
      const record = await sendMessage('recoverSearch', { ...(windowId !== undefined && { windowId }) });
      if (record?.status === 'error') return { ok: false, record, error: record.error };
    } catch {
      // Still no answer: report it from here.
    }
    return UNDELIVERED;
  }
}

/**
 * A search the background started for this page with `reportsShown` (the quick look's, started at
 * the click): this page says when it has painted its answer, as for one it sent itself.
 */
export function oweShownReport(id: string): void {
  owedReports.add(id);
}

/**
 * This page has painted the answer to a search it sent with `reportsShown`: the worker writes the
 * window's record and the history now, not while the page was rendering (a page's report is sent
 * once; nothing for a search it did not send so).
 */
export function reportAnswerShown(id: string): void {
  if (!owedReports.delete(id)) return;
  void sendMessage('answerShown', { id }).catch(() => undefined);
}

/** The results of a search this page did not ask for (its window's, or one named in its address), by id. */
export async function fetchAnswer(record: Pick<SearchRecord, 'id'> & Partial<SuccessRecord>): Promise<AnswerOutcome> {
  const { id: windowId } = await pageWindow();
  return sendMessage('answer', {
    id: record.id,
    ...(record.request !== undefined && { request: record.request }),
    ...(record.historyId !== undefined && { historyId: record.historyId }),
    ...(windowId !== undefined && { windowId }),
  }).catch(() => GONE);
}

/** Shows a past search as this window's current search; resolves to it, with its results. */
export async function reopenHistoryEntry(id: string): Promise<SearchOutcome> {
  const { id: windowId } = await pageWindow();
  return sendMessage('openHistoryEntry', { id, ...(windowId !== undefined && { windowId }) }).catch(() => UNDELIVERED);
}

/** What a search would cost if sent now (cached: nothing); no figure when the background cannot say. */
export async function searchCostOf(request: SearchMessage['request']): Promise<{ cached: boolean; expected?: number }> {
  const { id: windowId } = await pageWindow();
  return sendMessage('searchCost', { request, ...(windowId !== undefined && { windowId }) }).catch(() => ({
    cached: false,
  }));
}
