import type { SearchResponse } from '../api/search-response';
import { normalizeRequest } from '../api/normalize-request';
import type { HistoryEntry } from '../history/search-history';
import type { SearchCache } from '../cache/search-cache';
import type { SuccessRecord } from './current-search';
import type { AnswerOutcome, AnswerQuery, SearchView } from './search-message';
import type { UsageRecorder } from './usage-recorder';

/** How many recent answers the worker keeps by id, for the pages that did not ask. */
const MEMORY_ANSWERS = 24;
const GONE: AnswerOutcome = { ok: false, gone: true };

interface Remembered {
  record: SuccessRecord;
  response: SearchResponse;
  private: boolean;
}

export interface AnswerDeps {
  cache?: SearchCache;
  usage?: UsageRecorder;
  /** The cache key a normal window's request is stored under now (undefined without a key or API). */
  cacheKeyOf: (request: SuccessRecord['request']) => Promise<string | undefined>;
}

/**
 * The results of searches by id, for a page that did not ask for them (another page of the
 * window, a panel opened later, a page after the worker was stopped): from the worker's memory,
 * else the history's record of that search, else the cache's answer for its request — never
 * by asking the API again. A private window's results are in memory only, and only for private
 * windows; a normal window's never go to a private one's page, nor the other way round.
 */
export function searchAnswers(deps: AnswerDeps) {
  const memory = new Map<string, Remembered>();

  return {
    remember(record: SuccessRecord, response: SearchResponse, isPrivate: boolean): void {
      memory.delete(record.id);
      memory.set(record.id, { record, response, private: isPrivate });
      for (const id of memory.keys()) {
        if (memory.size <= MEMORY_ANSWERS) break;
        memory.delete(id);
      }
    },

    /** The last private window closed: nothing of what it searched stays. */
    forgetPrivate(): void {
      for (const [id, entry] of [...memory]) if (entry.private) memory.delete(id);
    },

    async find(query: AnswerQuery, view: SearchView): Promise<AnswerOutcome> {
      const held = memory.get(query.id);
      if (held)
        return held.private === view.private ? { ok: true, record: held.record, response: held.response } : GONE;
      if (view.private) return GONE;
      const entry = await fromHistory(deps, query.historyId ?? query.id);
      if (entry) return { ok: true, record: historyRecord(query, entry), response: entry.response };
      if (query.request === undefined) return GONE;
      const normalized = normalizeRequest(query.request);
      if (!normalized.ok) return GONE;
      const key = await deps.cacheKeyOf(normalized.value);
      const hit = key === undefined ? undefined : await deps.cache?.get(key).catch(() => undefined);
      if (!hit) return GONE;
      return {
        ok: true,
        record: {
          id: query.id,
          status: 'success',
          request: normalized.value,
          source: 'sidepanel',
          startedAt: hit.fetchedAt,
          finishedAt: hit.fetchedAt,
          billed: 0,
          cachedAt: hit.fetchedAt,
        },
        response: hit.response,
      };
    },
  };
}

export type SearchAnswers = ReturnType<typeof searchAnswers>;

async function fromHistory(deps: AnswerDeps, id: string): Promise<HistoryEntry | undefined> {
  try {
    return await deps.usage?.history.find(id);
  } catch {
    return undefined;
  }
}

/** A stored search as a record: what it cost when it ran, and the pages its results hold. */
function historyRecord(query: AnswerQuery, entry: HistoryEntry): SuccessRecord {
  const last = entry.pages?.at(-1);
  return {
    id: query.id,
    status: 'success',
    request: entry.request,
    source: entry.source,
    startedAt: entry.at,
    finishedAt: entry.at,
    ...(entry.credits !== undefined && { billed: entry.credits }),
    ...(entry.cached && { cachedAt: entry.at }),
    ...(last && { lastPage: last.page }),
    ...(last?.added === 0 && { noMorePages: true }),
    ...(query.historyId !== undefined && { historyId: query.historyId, billed: 0, cachedAt: entry.at }),
  };
}
