/**
 * The search types, named as the live service names them: its paths (`POST /news`), its
 * `searchParameters.type` echo and the array each answer carries (`news: […]`). Web search is
 * `search`; its answer's array is `organic`, and so is that of scholar and patents (recordings).
 */
export const SEARCH_TYPES = ['search', 'news', 'images', 'videos', 'places', 'shopping', 'scholar', 'patents'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The types other than web search: the values the spec's `resultType` takes here. */
export type ResultType = Exclude<SearchType, 'search'>;
export const RESULT_TYPES: readonly ResultType[] = [
  'news',
  'images',
  'videos',
  'places',
  'shopping',
  'scholar',
  'patents',
];

/** The array a type's answer carries its items in: `organic` for web search, papers and patents; else its name. */
export function arrayOf(type: SearchType): string {
  return type === 'search' || type === 'scholar' || type === 'patents' ? 'organic' : type;
}

export function isResultType(value: unknown): value is ResultType {
  return typeof value === 'string' && (RESULT_TYPES as readonly string[]).includes(value);
}

/** The live service's search paths (`POST /search`, `POST /news`, …), each answering one type. */
export const SERPER_PATHS: Readonly<Record<string, SearchType>> = Object.fromEntries(
  SEARCH_TYPES.map((type) => [`/${type}`, type]),
);

/** The spec's one endpoint. */
export const SPEC_SEARCH_PATH = '/v1/search';
/** The live service's balance endpoint (GET, bills nothing). */
export const ACCOUNT_PATH = '/account';

/** Every path a search can be sent to, in either mode. */
export function isSearchPath(path: string): boolean {
  return path === SPEC_SEARCH_PATH || path in SERPER_PATHS;
}
