import { readFileSync } from 'node:fs';
import { ACCOUNT_PATH } from './search-types';

/**
 * Bodies recorded from the live Serper-style service, found in public sources (see
 * recordings/index.json and README.md for where each comes from). In live mode each is served
 * verbatim on its path for its query (and date filter); tests parse and render them.
 */
export interface Recording {
  /** File name without `.json`. */
  name: string;
  /** The query it answers (`searchParameters.q`). */
  query: string;
  /** The path it was recorded from: `/search`, `/news`, `/images`, `/videos`, `/places`, `/shopping`. */
  endpoint: string;
  /** The `tbs` date filter it was recorded with, if any (`searchParameters.tbs`). */
  tbs: string | undefined;
  repository: string | null;
  path: string | null;
  url: string | null;
  /** The body, parsed, exactly as recorded. */
  body: Record<string, unknown>;
  /** The body text as stored, served byte for byte. */
  text: string;
}

/**
 * Something recorded that is not a search body: a GET /account body, a block without its body,
 * an answer of the reader (`POST https://scrape.serper.dev`) or of `/autocomplete`.
 */
export interface RecordedText {
  name: string;
  endpoint: string;
  /**
   * `account` (a whole GET /account body), `fragment` (one block of a body, no searchParameters),
   * `reader` (a whole reader answer, for the page `pageUrl`) or `autocomplete` (a whole
   * `/autocomplete` answer, for `query`).
   */
  kind: 'account' | 'fragment' | 'reader' | 'autocomplete';
  /** The page a reader answer was read from, as it was asked for. */
  pageUrl?: string;
  /** The text an autocomplete answer completes. */
  query?: string;
  repository: string | null;
  url: string | null;
  json: unknown;
  text: string;
}

interface IndexEntry {
  file: string;
  query: string | null;
  endpoint: string;
  kind?: 'body' | 'account' | 'fragment' | 'reader' | 'autocomplete';
  pageUrl?: string;
  repository: string | null;
  path: string | null;
  url: string | null;
}

const directory = new URL('./recordings/', import.meta.url);
const INDEX = JSON.parse(readFileSync(new URL('index.json', directory), 'utf8')) as IndexEntry[];
const textOf = (entry: IndexEntry) => readFileSync(new URL(entry.file, directory), 'utf8');
const nameOf = (entry: IndexEntry) => entry.file.replace(/\.json$/u, '');

const kindOf = (entry: IndexEntry) => entry.kind ?? (entry.endpoint === ACCOUNT_PATH ? 'account' : 'body');

/** Every recorded search body, of every type. */
export const RECORDINGS: readonly Recording[] = INDEX.filter((entry) => kindOf(entry) === 'body').map((entry) => {
  const text = textOf(entry);
  const body = JSON.parse(text) as Record<string, unknown>;
  const echo = body.searchParameters as { tbs?: unknown } | undefined;
  return {
    name: nameOf(entry),
    query: entry.query ?? '',
    endpoint: entry.endpoint,
    tbs: typeof echo?.tbs === 'string' ? echo.tbs : undefined,
    repository: entry.repository,
    path: entry.path,
    url: entry.url,
    body,
    text,
  };
});

/** The recordings of web searches (`/search`): the ones the extension's endpoint stands for. */
export const SEARCH_RECORDINGS: readonly Recording[] = RECORDINGS.filter((r) => r.endpoint === '/search');

/** Recorded GET /account bodies and recorded blocks that are not whole bodies. */
export const RECORDED_TEXTS: readonly RecordedText[] = INDEX.filter((entry) => kindOf(entry) !== 'body').map(
  (entry) => {
    const text = textOf(entry);
    return {
      name: nameOf(entry),
      endpoint: entry.endpoint,
      kind: kindOf(entry) as RecordedText['kind'],
      ...(entry.pageUrl !== undefined && { pageUrl: entry.pageUrl }),
      ...(entry.query !== null && { query: entry.query }),
      repository: entry.repository,
      url: entry.url,
      json: JSON.parse(text) as unknown,
      text,
    };
  },
);

/** The real error bodies, with where each was seen. */
export const RECORDED_ERRORS = JSON.parse(readFileSync(new URL('errors.json', directory), 'utf8')) as ReadonlyArray<{
  status: number;
  body: { message: string; statusCode?: number };
  seenIn: string;
}>;

const matchKey = (query: string) => query.trim().replace(/\s+/gu, ' ').toLowerCase();

/**
 * Picks recorded answers for searches: same path, same query (case and spacing aside), same
 * date filter. A search recorded more than once (the live service answered "langgraph"
 * differently minutes apart) gets each recording in turn.
 */
export function recordingPicker() {
  const served = new Map<string, number>();
  return {
    byName: (name: string) => RECORDINGS.find((recording) => recording.name === name),
    forSearch(endpoint: string, query: string, tbs: string | undefined): Recording | undefined {
      const key = matchKey(query);
      const matches = RECORDINGS.filter(
        (recording) => recording.endpoint === endpoint && matchKey(recording.query) === key && recording.tbs === tbs,
      );
      if (matches.length === 0) return undefined;
      const turnKey = `${endpoint} ${tbs ?? ''} ${key}`;
      const turn = served.get(turnKey) ?? 0;
      served.set(turnKey, turn + 1);
      return matches[turn % matches.length];
    },
    reset: () => served.clear(),
  };
}

export type RecordingPicker = ReturnType<typeof recordingPicker>;
