import { normalizeRequest } from '../api/normalize-request';
import { t } from '../i18n/messages';
import type { PageRecord, SearchRecord, SuccessRecord } from './current-search';
import type { SearchMessage } from './search-message';
import { writeIfCurrent, type WindowRecordStore } from './window-records';

/** A search stored for a page to start: shown as the service will send it, so the panel shows the same options. */
export function pendingRecord(message: SearchMessage & { id: string }, now: number): SearchRecord {
  const normalized = normalizeRequest(message.request);
  return {
    id: message.id,
    status: 'pending',
    request: normalized.ok ? normalized.value : { query: message.request.query },
    source: message.source,
    startedAt: now,
    ...(message.note !== undefined && { note: message.note }),
  };
}

/**
 * The browser stops the service worker at will; a search it was running then stays `loading`
 * for ever. At the worker's start (every window) and when a page's message was lost (its
 * window), such a search becomes an error the person can retry. Resolves to the record of
 * the window asked about.
 */
export async function settleInterrupted(
  records: WindowRecordStore,
  isRunning: (id: string) => boolean,
  now: number,
  windowId?: number,
): Promise<SearchRecord | null> {
  const all = windowId === undefined ? await records.all() : [[windowId, await records.read(windowId)] as const];
  let last: SearchRecord | null = null;
  for (const [window, record] of all) {
    last = record;
    if (record?.status !== 'loading' || isRunning(record.id)) continue;
    last = { ...record, status: 'error', error: { kind: 'cancelled', message: t('errInterrupted') }, finishedAt: now };
    await records.write(window, last);
  }
  return last;
}

/** A further page's entry in the search it adds to: its id, its page number and what it cost. */
export function pageRecordOf(record: SuccessRecord): PageRecord {
  return {
    id: record.id,
    page: record.request.page ?? 1,
    ...(record.billed !== undefined && { billed: record.billed }),
    ...(record.cachedAt !== undefined && { cachedAt: record.cachedAt }),
  };
}

/**
 * Adds a further page to the search a window shows (More results), if it still shows it: the
 * window's other pages learn of it from the record and fetch the page by id. A page already
 * there (the same page asked again) is not added twice.
 */
export async function appendPage(
  records: WindowRecordStore,
  windowId: number,
  shownId: string,
  page: PageRecord,
): Promise<void> {
  const shown = await records.read(windowId);
  if (shown?.status !== 'success' || shown.id !== shownId) return;
  const pages = (shown.pages ?? []).filter((known) => known.page !== page.page);
  await records.write(windowId, { ...shown, pages: [...pages, page].sort((a, b) => a.page - b.page) });
}

/** What the search service does to windows' records besides showing searches in them. */
export function windowRecordActions(records: WindowRecordStore, isRunning: (id: string) => boolean, now: () => number) {
  return {
    /** Stores a search for the window's panel to start (a private window sends nothing before a page shows it). */
    storePending: (message: SearchMessage & { id: string }, windowId: number) =>
      writeIfCurrent(records, windowId, pendingRecord(message, now())),

    /** Settles searches a stopped worker left `loading` (see settleInterrupted): every window, or one. */
    recoverInterrupted: (windowId?: number) => settleInterrupted(records, isRunning, now(), windowId),

    /** A window closed: its record goes too. */
    forgetWindow: (windowId: number) => records.remove(windowId),
  };
}
