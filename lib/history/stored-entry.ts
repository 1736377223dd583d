import { normalizeRequest } from '../api/normalize-request';
import { readStoredResponse } from '../api/read-stored-response';
import { SEARCH_SOURCES, type SearchSource } from '../api/search-source';
import { isHistoryEntry, MAX_READS, type HistoryEntry, type PageRead } from './search-history';
import { checkHistoryPages } from './history-pages';

/** Ids the pages can name in a message (lib/search/message-schema.ts takes 1–128 characters). */
const MAX_ID_LENGTH = 128;

/**
 * A past search as another release stored it (the first release's storage.local, or a newer
 * release's database), re-read with today's checks: the request normalized as a new search
 * is, the results read as a fresh answer is (readStoredResponse). Undefined when it is not a
 * search we could show, so it is dropped alone.
 */
export function readStoredEntry(value: unknown): HistoryEntry | undefined {
  if (!isHistoryEntry(value) || value.id.length > MAX_ID_LENGTH || !Number.isFinite(value.at)) return undefined;
  const request = normalizeRequest(value.request);
  if (!request.ok) return undefined;
  const response = readStoredResponse(value.response, request.value.query);
  if (!response) return undefined;
  const { id, source, at, credits, cached } = value;
  const reads = readReads(value.reads);
  const pages = checkHistoryPages(value.pages);
  return {
    id,
    request: request.value,
    source: SEARCH_SOURCES.includes(source) ? source : ('sidepanel' satisfies SearchSource),
    at,
    ...(typeof credits === 'number' && Number.isInteger(credits) && credits >= 0 && { credits }),
    cached: cached === true,
    ...(pages && { pages }),
    response,
    ...(reads.length > 0 && { reads }),
  };
}

/** The pages read from a stored search, each checked on its own (a damaged one is dropped alone). */
function readReads(value: unknown): PageRead[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (read): read is PageRead =>
        typeof read === 'object' &&
        read !== null &&
        typeof (read as PageRead).url === 'string' &&
        typeof (read as PageRead).title === 'string' &&
        Number.isFinite((read as PageRead).at),
    )
    .slice(0, MAX_READS)
    .map(({ url, title, at, credits }) => ({
      url,
      title,
      at,
      ...(typeof credits === 'number' && Number.isInteger(credits) && credits >= 0 && { credits }),
    }));
}
