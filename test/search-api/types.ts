import type { DateRange, Location } from './enums';

// ---- Wire shapes (what the server sends), following spec/web-search-api.md ----

export interface SearchParameters {
  query: string;
  type: 'search';
  engine: 'local-corpus';
  location: Location;
  country?: string;
  numberOfResults: number;
  dateRange?: DateRange;
}

export interface KnowledgeGraph {
  title: string;
  imageUrl?: string;
  description: string;
  descriptionSource: string;
  descriptionLink: string;
  attributes: Record<string, string>;
}

export interface OrganicResult {
  title: string;
  link: string;
  snippet?: string;
  position: number;
  /** ISO 8601, `null` when the document has no date; absent for a few documents on purpose. */
  date?: string | null;
}

export interface RelatedSearch {
  query: string;
}

export interface SearchSuccessBody {
  status: 'SUCCESS';
  searchParameters: SearchParameters;
  knowledgeGraph?: KnowledgeGraph;
  organic: OrganicResult[];
  relatedSearches?: RelatedSearch[];
  credits: number;
}

export type ErrorStatus = 'UNAUTHORIZED' | 'INSUFFICIENT_CREDITS' | 'ERROR';

export interface ErrorBody {
  status: ErrorStatus;
  message: string;
}

// ---- Scripting API for tests ----

/**
 * `spec`: answers as spec/web-search-api.md reads (status fields, 401/402). `live`: as the
 * live service answers (no status on success, `q` echo, text dates, 403/400 errors with
 * `{message, statusCode}`, recorded bodies for recorded queries).
 */
export type ApiMode = 'spec' | 'live';

export interface RateLimit {
  /** Requests allowed per key within one rolling window. */
  max: number;
  windowMs: number;
}

export interface SearchApiOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to '127.0.0.1' so the server is never reachable from other machines. */
  host?: string;
  /** API key → credit balance. Defaults to `{ 'test-key': 1000 }`. */
  keys?: Record<string, number>;
  /** Per-key rolling-window limit; `false` disables it. Defaults to 20 per 1000 ms. */
  rateLimit?: RateLimit | false;
  /** Latency added to every response. */
  latencyMs?: number;
  /** How it answers (default `spec`). */
  mode?: ApiMode;
}

export interface ScriptedResponse {
  /** HTTP status to send (default 200). */
  status?: number;
  /** Value of the Retry-After header ("1", "3600", or an HTTP-date). */
  retryAfter?: string;
  /** More response headers (e.g. `Location` for a redirect, `RateLimit-Reset`). */
  headers?: Record<string, string>;
  /** A string is sent verbatim (for malformed bodies); an object is JSON-encoded. Default: a body matching the status. */
  body?: string | object;
  /** Pad a valid JSON success body to at least this many bytes (filler organic results). */
  bytes?: number;
  /** Accept the request and never respond (until reset/close). */
  hang?: boolean;
  /** Extra latency for this response only. */
  delayMs?: number;
  /** Credits billed for a scripted 200 (overrides the normal cost). */
  billed?: number;
  /** Answer with this recorded live body (a file name in recordings/, without `.json`), billed like a search. */
  recording?: string;
}

export interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The parsed body, or undefined when it is empty or not JSON. */
  json: unknown;
  /** Status sent, or 0 while unanswered / when hung. */
  status: number;
  /** The body sent, once answered (lets tests compare what a page shows with what the API said). */
  responseBody?: string;
  receivedAt: number;
}

export interface SearchApi {
  /** Origin without a trailing slash, e.g. 'http://127.0.0.1:41234'. */
  url: string;
  port: number;
  /** Every request received (all paths, including OPTIONS), oldest first. */
  readonly requests: readonly LoggedRequest[];
  /** Only the POST /v1/search requests. */
  searchRequests(): LoggedRequest[];
  clearLog(): void;
  /** Script the next POST /v1/search responses, in order; normal behaviour resumes after them. */
  enqueue(...responses: ScriptedResponse[]): void;
  /** Latency added to every response. */
  setLatency(ms: number): void;
  /** Set a key's balance; creates the key if it does not exist. */
  setCredits(key: string, credits: number): void;
  getCredits(key: string): number | undefined;
  setRateLimit(limit: RateLimit | false): void;
  /** Switch between answering as the spec reads and as the live service answers. */
  setMode(mode: ApiMode): void;
  /** Clears the script queue, log and latency; restores initial keys, credits, rate limit and mode; drops hung responses. */
  reset(): void;
  /** Closes the server and destroys every open (including hung) connection. */
  close(): Promise<void>;
}
