/*
 * The parsed, capped answer the UIs render (produced by parseSearchResponse). Every item and
 * block type is inferred from the schema that reads it (lib/api/readers/, parse-organic.ts,
 * parse-blocks.ts): this module only gathers them, so a page imports the types without the
 * schemas.
 */
import type { SearchType } from './search-options';
import type { LensItem } from './lens-item';
import type { AnswerBox, KnowledgeGraph, RelatedQuestion, TopStory } from './parse-blocks';
import type { OrganicResult } from './parse-organic';
import type { ImageItem } from './readers/read-images';
import type { NewsItem } from './readers/read-news';
import type { PatentItem } from './readers/read-patents';
import type { PlaceItem } from './readers/read-places';
import type { ScholarItem } from './readers/read-scholar';
import type { ShoppingItem } from './readers/read-shopping';
import type { VideoItem } from './readers/read-videos';

export type { AnswerBox, KnowledgeGraph, RelatedQuestion, TopStory } from './parse-blocks';
export type { OrganicResult, Sitelink } from './parse-organic';
export type { ImageItem } from './readers/read-images';
export type { NewsItem } from './readers/read-news';
export type { PatentItem } from './readers/read-patents';
export type { PlaceItem } from './readers/read-places';
export type { ScholarItem } from './readers/read-scholar';
export type { ShoppingItem } from './readers/read-shopping';
export type { VideoItem } from './readers/read-videos';
export { LIMITS } from './limits';

export interface SearchResponse {
  /** The normalized query the engine used (searchParameters.query, or the live service's `q`). */
  query: string;
  /** The search type the results are of (the echo's `type`, else what was asked); absent for web search. */
  type?: Exclude<SearchType, 'web'>;
  engine?: string;
  knowledgeGraph?: KnowledgeGraph;
  /** The blocks below are absent in responses stored before they were read (history, cache). */
  answerBox?: AnswerBox;
  organic: OrganicResult[];
  peopleAlsoAsk?: RelatedQuestion[];
  topStories?: TopStory[];
  relatedSearches: string[];
  /** The results of the other search types, each under the live service's name for it. */
  news?: NewsItem[];
  images?: ImageItem[];
  videos?: VideoItem[];
  places?: PlaceItem[];
  shopping?: ShoppingItem[];
  /** Papers and patents: the live service sends both in `organic`; they are kept apart from web results. */
  scholar?: ScholarItem[];
  patents?: PatentItem[];
  /** Search by image's matches (`POST /lens`), whichever array the service sent them in. */
  lens?: LensItem[];
  /** Credits billed for this request, when the API said. */
  credits?: number;
  /** How many results the API sent before we capped or dropped any. */
  droppedResults: number;
  /**
   * Where each further page's items begin in the result list (More results; see mergePages):
   * pinned sites come first within their own page, so a page's items always follow the last.
   */
  pageStarts?: number[];
}
