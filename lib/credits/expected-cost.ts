import { DEFAULT_NUMBER_OF_RESULTS } from '../api/search-options';

/** The reader's endpoint name (issue 27): it records its billing under this key. */
export const READER_ENDPOINT = 'reader';

/** The live service's suggestions (`/autocomplete`, issue 40): billed per call, recorded under this key. */
export const AUTOCOMPLETE_ENDPOINT = 'autocomplete';

/** Endpoints billed per call, whatever was asked: their cost key is their name alone. */
const PER_CALL = new Set<string>([READER_ENDPOINT, AUTOCOMPLETE_ENDPOINT]);

/**
 * What each kind of billed request cost when last billed, by its cost key: "news|10" → 1,
 * "web|20|more" → 2, "reader" → 2. Learned from answers that said what they billed.
 */
export type KnownCosts = Record<string, number>;

/** A cost key as costKey writes it: an endpoint's name, then a size and `more` for further pages. */
const COST_KEY = /^[a-z][a-z0-9-]{0,23}(?:\|\d{1,3}(?:\|more)?)?$/u;

/** Whether a stored key is one costKey could have written (a damaged one is dropped alone). */
export function isCostKey(key: string): boolean {
  return COST_KEY.test(key);
}

/** Whether a name can be an endpoint's in a cost key: a search type ("web", "scholar", …), "reader" or "autocomplete". */
export function isEndpoint(name: string): boolean {
  return !name.includes('|') && isCostKey(name);
}

/**
 * The key of a kind of billed request: its endpoint (a search type's name, "reader" or
 * "autocomplete"), the number of results it asks for (a search's default when absent; none for
 * what is billed per call), and whether it is a further page (More results), whose cost is learned apart from a first page's.
 */
export function costKey(endpoint: string, size?: number, page?: number): string {
  if (PER_CALL.has(endpoint) && size === undefined) return endpoint;
  const further = page !== undefined && page > 1 ? '|more' : '';
  return `${endpoint}|${size ?? DEFAULT_NUMBER_OF_RESULTS}${further}`;
}

/**
 * What a kind of request costs before the ledger has seen one, from what the live service
 * billed in the answers recorded from it (test/search-api/recordings): 1 credit for up to 10
 * results on every search type recorded (web, news, images, videos, places, scholar), for a
 * further page too (`tamil-nadu-cm-page5`: page 5 billed 1), 2 for 20 results
 * (`ml-resources-zh-num20`); public write-ups of its pricing say 100 results cost 2 as well.
 * Patents: `apple-inc-patents` asked for 40 results, got 10, and was billed 1 — whether 40 that
 * all came would bill more is not recorded, so up to 40 is priced 1. Its reader bills 2 credits a
 * page (`apple-com-scrape`), its suggestions 1 a call (`apple-inc-autocomplete`). The documented
 * API says "typically 1 credit per search". Shopping, with no whole body recorded, and any later
 * type are priced like the ones recorded.
 */
export function priorCost(endpoint: string, size?: number): number {
  if (endpoint === READER_ENDPOINT) return 2;
  if (endpoint === AUTOCOMPLETE_ENDPOINT) return 1;
  // Asked for 40, billed 1 (10 came): more than 40 is unrecorded.
  if (endpoint === 'patents') return (size ?? DEFAULT_NUMBER_OF_RESULTS) <= 40 ? 1 : 2;
  return (size ?? DEFAULT_NUMBER_OF_RESULTS) <= 10 ? 1 : 2;
}

/** A learned cost that can be trusted as an estimate: 0 teaches nothing (an unknown cost is not a free one). */
function learned(costs: KnownCosts | undefined, key: string): number | undefined {
  const credits = costs?.[key];
  return credits !== undefined && credits > 0 ? credits : undefined;
}

/**
 * What a request is expected to cost (DESIGN §4 Credits): what the last one of the same
 * endpoint and size was billed; for a further page, the last further page, else the last first
 * page of that size; before any, the prior (priorCost). Never 0: only a cached answer is free,
 * and that is the caller's to say.
 */
export function expectedCost(
  ledger: { costs?: KnownCosts } | undefined,
  endpoint: string,
  size?: number,
  page?: number,
): number {
  const costs = ledger?.costs;
  const further = page !== undefined && page > 1;
  return (
    learned(costs, costKey(endpoint, size, page)) ??
    (further ? learned(costs, costKey(endpoint, size)) : undefined) ??
    priorCost(endpoint, size)
  );
}

/** The expected cost of a search request (its type, number of results and page). */
export function searchCost(
  ledger: { costs?: KnownCosts } | undefined,
  request: { type?: string; numberOfResults?: number; page?: number },
): number {
  return expectedCost(ledger, request.type ?? 'web', request.numberOfResults, request.page);
}
