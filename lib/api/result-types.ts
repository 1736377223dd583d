import { ALL_SEARCH_TYPES, type SearchType } from './search-options';
import type {
  ImageItem,
  NewsItem,
  OrganicResult,
  PatentItem,
  PlaceItem,
  ScholarItem,
  SearchResponse,
  ShoppingItem,
  VideoItem,
} from './search-response';
import type { LensItem } from './lens-item';

/*
 * The search types, one row each (CONVENTIONS "Search types"): where the live service
 * answers it, the array its answer carries, the reader of that array, and the link the
 * Blocked and Pinned sites judge an item by. The request builder, the result list and the
 * exports read this table; the readers of each array are in type-readers.ts, apart, because
 * only the background parses answers and pages must not carry them (DESIGN §6 budgets).
 * Adding a type adds a row to both (the mapped types will not compile until it has one).
 */

/** The item each search type lists. */
export interface SearchTypeItems {
  web: OrganicResult;
  news: NewsItem;
  images: ImageItem;
  videos: VideoItem;
  places: PlaceItem;
  shopping: ShoppingItem;
  scholar: ScholarItem;
  patents: PatentItem;
  lens: LensItem;
}
export type ItemOf<K extends SearchType> = SearchTypeItems[K];
/** The types other than web search: each lists items of its own instead of web results. */
export type ResultType = Exclude<SearchType, 'web'>;

/**
 * The name of the array each type's answer carries (web search's, scholar's and patents' is
 * `organic`; search by image's `organic`, else `visual_matches`).
 */
export type ResultListName = 'organic' | 'visual_matches' | Exclude<SearchType, 'web' | 'scholar' | 'patents' | 'lens'>;

export interface SearchTypeUnit<K extends SearchType> {
  /** The live service's path for it: `POST {base}/{path}`. */
  path: string;
  /** The array its answer carries (`stored` says which SearchResponse field keeps its items). */
  list: ResultListName;
  /** The array read where the answer has no `list`: callers of the live `/lens` read `visual_matches` too. */
  orList?: ResultListName;
  /** Whether it has further pages (More results): search by image has none. */
  paged: boolean;
  /** Its items in a parsed response, with the type (none when the response is of another type). */
  listIn: (response: SearchResponse) => { type: K; items: ItemOf<K>[] };
  /** The SearchResponse field that holds `items`. */
  stored: (items: ItemOf<K>[]) => Partial<SearchResponse>;
  /** The address the Blocked and Pinned sites judge an item by; undefined: neither list applies. */
  linkOf: (item: ItemOf<K>) => string | undefined;
  /**
   * Whether its items are pages a person reads (an article, a paper) and so may offer **Read
   * here** through the service's reader, where it has one (DESIGN §3: web, news and scholar).
   */
  readable: boolean;
}

/**
 * The row of a type other than web: its path and its SearchResponse field are its name, its
 * answer's array too unless `list` says otherwise; the site lists judge its items by their `link`
 * unless `linkOf` says otherwise; it is not readable unless said.
 */
function typedRow<K extends ResultType>(
  type: K,
  row: Partial<Pick<SearchTypeUnit<K>, 'list' | 'orList' | 'linkOf' | 'readable' | 'paged'>> = {},
): SearchTypeUnit<K> {
  return {
    path: type,
    list: type as ResultListName,
    linkOf: (item) => (item as { link?: string }).link,
    readable: false,
    paged: true,
    ...row,
    // SearchResponse keeps each type's items in the field of its name (see its declaration).
    listIn: (response) => ({ type, items: (response[type] ?? []) as ItemOf<K>[] }),
    stored: (items) => ({ [type]: items }),
  };
}

export const SEARCH_TYPE_TABLE: { readonly [K in SearchType]: SearchTypeUnit<K> } = {
  web: {
    path: 'search',
    list: 'organic',
    listIn: (response) => ({ type: 'web', items: response.organic }),
    stored: (organic) => ({ organic }),
    linkOf: (result) => result.link,
    readable: true,
    paged: true,
  },
  news: typedRow('news', { readable: true }),
  // The page an image is on: that is the site a person blocks or pins, not the image host.
  images: typedRow('images'),
  videos: typedRow('videos'),
  // A place is judged by its website; one without a website is never blocked or pinned.
  places: typedRow('places', { linkOf: (place) => place.website }),
  shopping: typedRow('shopping'),
  // Papers and patents come in the answer's `organic` array, as web results do; they are stored
  // apart, so nothing that reads web results (the entity panel, web exports) takes them for those.
  scholar: typedRow('scholar', { list: 'organic', readable: true }),
  patents: typedRow('patents', { list: 'organic' }),
  // No recorded answer of the live `/lens` is public: its callers read `organic`, some
  // `visual_matches` (test/search-api/README.md). One image, one answer: no further pages.
  lens: typedRow('lens', { list: 'organic', orList: 'visual_matches', paged: false }),
};

/** The row of one type. */
export function searchTypeUnit<K extends SearchType>(type: K): SearchTypeUnit<K> {
  return SEARCH_TYPE_TABLE[type];
}

/** The live service's path for each search type (`POST {base}/{path}`), read off the table. */
export const SERPER_PATHS: Readonly<Record<SearchType, string>> = Object.fromEntries(
  ALL_SEARCH_TYPES.map((type) => [type, SEARCH_TYPE_TABLE[type].path]),
) as Record<SearchType, string>;

/** The live service's path for a search type: `search` for web, else the type's name. */
export function pathOf(type: SearchType): string {
  return SEARCH_TYPE_TABLE[type].path;
}

/** The type a response is of: stored responses (cache, history) from before types have none and are web. */
export function responseType(response: Pick<SearchResponse, 'type'>): SearchType {
  return response.type ?? 'web';
}

/** A type and its items, narrowed together: `switch (list.type)` gives the items their own type. */
export type TypedList = { [K in SearchType]: { type: K; items: ItemOf<K>[] } }[SearchType];

/** The list a response shows: the items of its type. */
export function typedList(response: SearchResponse): TypedList {
  return SEARCH_TYPE_TABLE[responseType(response)].listIn(response);
}

/** The items of `type` in a response (none when the response is of another type). */
export function itemsOf<K extends SearchType>(type: K, response: SearchResponse): ItemOf<K>[] {
  return searchTypeUnit(type).listIn(response).items;
}

/** The address the Blocked and Pinned sites judge an item of `type` by (places: the website). */
export function siteLinkOf<K extends SearchType>(type: K): (item: ItemOf<K>) => string | undefined {
  return searchTypeUnit(type).linkOf;
}

/** Whether the items of `type` may be read here (DESIGN §3: web, news and scholar results offer Read here). */
export function isReadableType(type: SearchType): boolean {
  return SEARCH_TYPE_TABLE[type].readable;
}

/** The type the service's echo names (`searchParameters.type`: `search`, `news`, …), if it is one we know. */
export function typeOfEcho(echoType: unknown): SearchType | undefined {
  return ALL_SEARCH_TYPES.find((type) => SEARCH_TYPE_TABLE[type].path === echoType);
}

/** The array of a type's items in a raw answer: its `list`, else its `orList` (undefined: neither is there). */
export function answerListOf(unit: Pick<SearchTypeUnit<SearchType>, 'list' | 'orList'>, body: Record<string, unknown>) {
  return body[unit.list] ?? (unit.orList === undefined ? undefined : body[unit.orList]);
}

/** Whether a search of `type` has further pages (More results). */
export function isPagedType(type: SearchType): boolean {
  return SEARCH_TYPE_TABLE[type].paged;
}
