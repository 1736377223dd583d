import type { DateRange, Location } from './enums';
import type { TypedItems } from './item-types';
import type { ResultType, SearchType } from './search-types';
import type { DnsQuestion } from './dns-endpoint';

// ---- Wire shapes (what the server sends), following spec/web-search-api.md ----

export interface SearchParameters {
  query: string;
  /** `search` for web search, else the request's `resultType`. */
  type: SearchType;
  engine: 'local-corpus';
  location: Location;
  country?: string;
  numberOfResults: number;
  dateRange?: DateRange;
  /** Echoed only when it is not 1. */
  page?: number;
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

/**
 * A spec-mode answer for another type than web search: the type's array (named as the live
 * service names it) beside the `organic` list the spec requires, empty; papers and patents in
 * `organic` itself, the live service's array for them.
 */
export type TypedSuccessBody<T extends ResultType = ResultType> = T extends 'scholar' | 'patents'
  ? {
      status: 'SUCCESS';
      searchParameters: SearchParameters;
      // Papers and patents come in `organic`, as the live service sends them (recordings).
      organic: TypedItems[T][];
      credits: number;
    }
  : T extends ResultType
    ? {
        status: 'SUCCESS';
        searchParameters: SearchParameters;
        organic: [];
        credits: number;
      } & { [K in T]: TypedItems[K][] }
    : never;

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
  /**
   * Also listen over HTTPS (self-signed for 127.0.0.1 and localhost, tls/cert.pem) on another
   * port, and point image and thumbnail URLs in answers there (the extension loads images only
   * over https). Without it they are http:// URLs on the main port.
   */
  tls?: boolean;
  /** Port of the HTTPS listener; 0 (the default) picks a free one. */
  tlsPort?: number;
  /** Latency added to every thumbnail response (GET /thumbs/…). */
  thumbnailLatencyMs?: number;
  /**
   * Every picture the corpus answers name is drawn by this server (`/thumbs/…`), the knowledge
   * panels' too (otherwise theirs are the entities' real Wikimedia addresses), so a test or the
   * bench never waits on an outside host. With `tls`, they are https and the extension loads them.
   */
  localPictures?: boolean;
  /** With `tls`: how long the DNS-over-HTTPS resolver (`/dns-query`) takes to say a name does not exist. */
  dnsDelayMs?: number;
  /**
   * Credits billed for a search answered from the corpus (recorded bodies bill their own
   * `credits`; scripted ones what the script says). Default: spec mode one per started ten
   * results (10 → 1, 25 → 3); live mode 1 for up to 10 results, 2 for more.
   */
  pricing?: (search: PricedSearch) => number;
}

/** What `pricing` is told about a search it prices. */
export interface PricedSearch {
  mode: ApiMode;
  /** The path it was sent to: `/v1/search`, `/search`, `/news`, … */
  path: string;
  type: SearchType;
  numberOfResults: number;
  page: number;
  query: string;
  apiKey: string;
}

/** A GET /thumbs/… request, kept apart from the API's request log. */
export interface ThumbnailRequest {
  method: string;
  path: string;
  /** Whether it came in over the HTTPS listener. */
  secure: boolean;
  /** The Referer header, if any was sent (the extension sends none). */
  referer: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** Status sent, or 0 while unanswered. */
  status: number;
  receivedAt: number;
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
  /**
   * Send the status, the headers (the whole body's Content-Length among them) and this many
   * bytes of the body, then never the rest (until reset/close): a body that stalls. 0: headers only.
   */
  stallBodyAfter?: number;
  /** Extra latency for this response only. */
  delayMs?: number;
  /** Credits billed for a scripted 200 (overrides the normal cost). */
  billed?: number;
  /**
   * A scripted 200 answers and bills as usual but leaves `credits` out of its body, as several
   * answers recorded from the live service do (`apple-inc-knowledge-graph`, `olivia-wilde-boyfriend`).
   */
  unreported?: boolean;
  /** Answer with this recorded live body (a file name in recordings/, without `.json`, of any type), billed like a search. */
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
  /** With `tls: true`: the HTTPS origin serving thumbnails, e.g. 'https://127.0.0.1:41235'. */
  tlsUrl?: string;
  tlsPort?: number;
  /** With `tls: true`: the certificate (PEM) to trust for `tlsUrl`. */
  tlsCertificate?: string;
  /** With `tls: true`: base64 SHA-256 of the certificate's public key, for Chromium's `--ignore-certificate-errors-spki-list`. */
  tlsSpkiFingerprint?: string;
  /** Every request received (all paths, including OPTIONS), oldest first; thumbnails are logged apart. */
  readonly requests: readonly LoggedRequest[];
  /** Only the searches: POST /v1/search and the live service's POST /search, /news, /images, /videos, /places, /shopping. */
  searchRequests(): LoggedRequest[];
  /** Only the GET /account requests. */
  accountRequests(): LoggedRequest[];
  /** Only the reader's requests (live mode's POST /scrape). */
  readerRequests(): LoggedRequest[];
  /** Only the searches by image (live mode's POST /lens). */
  lensRequests(): LoggedRequest[];
  /** Only the suggestions' requests (live mode's POST /autocomplete). */
  autocompleteRequests(): LoggedRequest[];
  /** The GET /thumbs/… requests, on either listener, oldest first. */
  thumbnailRequests(): readonly ThumbnailRequest[];
  /** The questions the DNS-over-HTTPS resolver (`tlsUrl` + `/dns-query`) was asked, oldest first. */
  dnsQuestions(): readonly DnsQuestion[];
  /** Clears the request log, the thumbnail log and the DNS log. */
  clearLog(): void;
  /** Script the next search responses (any search path), in order; normal behaviour resumes after them. */
  enqueue(...responses: ScriptedResponse[]): void;
  /** Script the next GET /account responses (`status`, `body`, `headers`, `delayMs`, `hang`). */
  enqueueAccount(...responses: ScriptedResponse[]): void;
  /** Script the next reader responses (POST /scrape: `status`, `body`, `headers`, `retryAfter`, `delayMs`, `hang`, `billed`). */
  enqueueReader(...responses: ScriptedResponse[]): void;
  /** Latency added to every response. */
  setLatency(ms: number): void;
  /** Latency added to every thumbnail response. */
  setThumbnailLatency(ms: number): void;
  /** How long the DNS-over-HTTPS resolver takes to answer. */
  setDnsDelay(ms: number): void;
  /** Set a key's balance; creates the key if it does not exist. */
  setCredits(key: string, credits: number): void;
  getCredits(key: string): number | undefined;
  setRateLimit(limit: RateLimit | false): void;
  /** Switch between answering as the spec reads and as the live service answers. */
  setMode(mode: ApiMode): void;
  /** Clears the script queues, logs and latencies; restores initial keys, credits, rate limit and mode; drops hung responses. */
  reset(): void;
  /** Closes the server (and the HTTPS listener) and destroys every open (including hung) connection. */
  close(): Promise<void>;
}
