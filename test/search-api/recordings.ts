import { readFileSync } from 'node:fs';

/**
 * Bodies recorded from the live Serper-style service, found in public sources (see
 * recordings/index.json and README.md for where each comes from). Served verbatim in live
 * mode when a search's query matches; tests parse and render every one of them.
 */
export interface Recording {
  /** File name without `.json`. */
  name: string;
  /** The query it answers (`searchParameters.q`). */
  query: string;
  /** The endpoint it was recorded from; only `/search` ones are served for searches. */
  endpoint: string;
  repository: string | null;
  path: string | null;
  url: string | null;
  /** The body, parsed, exactly as recorded. */
  body: Record<string, unknown>;
  /** The body text as stored, served byte for byte. */
  text: string;
}

interface IndexEntry {
  file: string;
  query: string;
  endpoint: string;
  repository: string | null;
  path: string | null;
  url: string | null;
}

const directory = new URL('./recordings/', import.meta.url);

function load(): Recording[] {
  const index = JSON.parse(readFileSync(new URL('index.json', directory), 'utf8')) as IndexEntry[];
  return index.map((entry) => {
    const text = readFileSync(new URL(entry.file, directory), 'utf8');
    return {
      name: entry.file.replace(/\.json$/u, ''),
      query: entry.query,
      endpoint: entry.endpoint,
      repository: entry.repository,
      path: entry.path,
      url: entry.url,
      body: JSON.parse(text) as Record<string, unknown>,
      text,
    };
  });
}

export const RECORDINGS: readonly Recording[] = load();

/** The recordings of web searches (`/search`): the ones the extension's endpoint stands for. */
export const SEARCH_RECORDINGS: readonly Recording[] = RECORDINGS.filter((r) => r.endpoint === '/search');

/** The real error bodies, with where each was seen. */
export const RECORDED_ERRORS = JSON.parse(readFileSync(new URL('errors.json', directory), 'utf8')) as ReadonlyArray<{
  status: number;
  body: { message: string; statusCode?: number };
  seenIn: string;
}>;

const matchKey = (query: string) => query.trim().replace(/\s+/gu, ' ').toLowerCase();

/**
 * Picks recorded answers for queries. A query recorded more than once (the live service
 * answered "langgraph" differently minutes apart) gets each recording in turn.
 */
export function recordingPicker() {
  const served = new Map<string, number>();
  return {
    byName: (name: string) => SEARCH_RECORDINGS.find((recording) => recording.name === name),
    forQuery(query: string): Recording | undefined {
      const key = matchKey(query);
      const matches = SEARCH_RECORDINGS.filter((recording) => matchKey(recording.query) === key);
      if (matches.length === 0) return undefined;
      const turn = served.get(key) ?? 0;
      served.set(key, turn + 1);
      return matches[turn % matches.length];
    },
    reset: () => served.clear(),
  };
}

export type RecordingPicker = ReturnType<typeof recordingPicker>;
