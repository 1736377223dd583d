import { SEARCH_TYPES, type SearchType } from './search-options';
import type {
  ImageItem,
  NewsItem,
  OrganicResult,
  PlaceItem,
  SearchResponse,
  ShoppingItem,
  VideoItem,
} from './search-response';

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
}
export type ItemOf<K extends SearchType> = SearchTypeItems[K];
/** The types other than web search: each lists items of its own instead of web results. */
export type ResultType = Exclude<SearchType, 'web'>;

/** The name of the array each type's answer carries (web search's is `organic`). */
export type ResultListName = 'organic' | Exclude<SearchType, 'web'>;

export interface SearchTypeUnit<K extends SearchType> {
  /** The live service's path for it: `POST {base}/{path}`. */
  path: string;
  /** The array its answer carries, and the SearchResponse field the parser stores it in. */
  list: ResultListName;
  /** Its items in a parsed response, with the type (none when the response is of another type). */
  listIn: (response: SearchResponse) => { type: K; items: ItemOf<K>[] };
  /** The SearchResponse field that holds `items`. */
  stored: (items: ItemOf<K>[]) => Partial<SearchResponse>;
  /** The address the Blocked and Pinned sites judge an item by; undefined: neither list applies. */
  linkOf: (item: ItemOf<K>) => string | undefined;
  /** Whether its items offer Read here (their link is a page of text: web results, articles, papers). */
  readsHere: boolean;
}

export const SEARCH_TYPE_TABLE: { readonly [K in SearchType]: SearchTypeUnit<K> } = {
  web: {
    path: 'search',
    readsHere: true,
    list: 'organic',
    listIn: (response) => ({ type: 'web', items: response.organic }),
    stored: (organic) => ({ organic }),
    linkOf: (result) => result.link,
  },
  news: {
    path: 'news',
    readsHere: true,
    list: 'news',
    listIn: (response) => ({ type: 'news', items: response.news ?? [] }),
    stored: (news) => ({ news }),
    linkOf: (item) => item.link,
  },
  images: {
    path: 'images',
    readsHere: false,
    list: 'images',
    listIn: (response) => ({ type: 'images', items: response.images ?? [] }),
    stored: (images) => ({ images }),
    // The page the image is on: that is the site a person blocks or pins, not the image host.
    linkOf: (item) => item.link,
  },
  videos: {
    path: 'videos',
    readsHere: false,
    list: 'videos',
    listIn: (response) => ({ type: 'videos', items: response.videos ?? [] }),
    stored: (videos) => ({ videos }),
    linkOf: (item) => item.link,
  },
  places: {
    path: 'places',
    readsHere: false,
    list: 'places',
    listIn: (response) => ({ type: 'places', items: response.places ?? [] }),
    stored: (places) => ({ places }),
    // A place is judged by its website; one without a website is never blocked or pinned.
    linkOf: (place) => place.website,
  },
  shopping: {
    path: 'shopping',
    readsHere: false,
    list: 'shopping',
    listIn: (response) => ({ type: 'shopping', items: response.shopping ?? [] }),
    stored: (shopping) => ({ shopping }),
    linkOf: (item) => item.link,
  },
};

/** The row of one type. */
export function searchTypeUnit<K extends SearchType>(type: K): SearchTypeUnit<K> {
  return SEARCH_TYPE_TABLE[type];
}

/** The live service's path for each search type (`POST {base}/{path}`), read off the table. */
export const SERPER_PATHS: Readonly<Record<SearchType, string>> = Object.fromEntries(
  SEARCH_TYPES.map((type) => [type, SEARCH_TYPE_TABLE[type].path]),
) as Record<SearchType, string>;

/** The live service's path for a search type: `search` for web, else the type's name. */
export function pathOf(type: SearchType): string {
  return SEARCH_TYPE_TABLE[type].path;
}

/** Whether items of this type offer Read here (the table's `readsHere`). */
export function readsHere(type: SearchType): boolean {
  return SEARCH_TYPE_TABLE[type].readsHere;
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

/** The type the service's echo names (`searchParameters.type`: `search`, `news`, …), if it is one we know. */
export function typeOfEcho(echoType: unknown): SearchType | undefined {
  return SEARCH_TYPES.find((type) => SEARCH_TYPE_TABLE[type].path === echoType);
}
