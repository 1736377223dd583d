/** The parsed, capped response the UIs render (produced by parseSearchResponse). */
import { MAX_DATE_TEXT_LENGTH } from '../text/result-date';
import type { SearchType } from './search-options';
import type { LensItem } from './lens-item';

/** A link under a result to a part of the same site ("Support", "Pricing"). */
export interface Sitelink {
  title: string;
  link: string;
}

export interface OrganicResult {
  title: string;
  link: string;
  snippet?: string;
  /** 1-based rank; taken from the API or from the order. */
  position: number;
  /**
   * As the service gave it: ISO 8601 when it sent one (or an English "Aug 1, 2023", stored
   * as its ISO day), otherwise its own text, capped ("10 hours ago", "2018年11月18日").
   */
  date?: string;
  sitelinks?: Sitelink[];
  /** Facts the engine shows under the result ("Founded: 1976"), as ordered pairs. */
  attributes?: Array<[label: string, value: string]>;
  /** Review stars, 0–5. */
  rating?: number;
  ratingCount?: number;
  /** A price as the engine shows it ("$29", or a range such as "$$"). */
  price?: string;
}

export interface KnowledgeGraph {
  title?: string;
  /** What the entity is ("Technology company"). */
  type?: string;
  website?: string;
  imageUrl?: string;
  description?: string;
  descriptionSource?: string;
  descriptionLink?: string;
  /** Ordered pairs rather than an object, so no key (`__proto__`…) is special. */
  attributes: Array<[label: string, value: string]>;
}

/** The engine's direct answer to the query, shown above the results. */
export interface AnswerBox {
  title?: string;
  /** The short answer ("1,089 ft"), when there is one. */
  answer?: string;
  /** A passage that answers the question, when there is no short answer (or beside it). */
  snippet?: string;
  link?: string;
  date?: string;
}

/** One "People also ask" question, with the passage that answers it and where it is from. */
export interface RelatedQuestion {
  question: string;
  snippet?: string;
  title?: string;
  link?: string;
}

/** A news article the engine shows for the query. */
export interface TopStory {
  title: string;
  link: string;
  source?: string;
  date?: string;
}

/** A news article (the news search type). */
export interface NewsItem {
  title: string;
  link: string;
  source?: string;
  /** As the service gave it: ISO 8601, or its own words ("3 minutes ago"). */
  date?: string;
  snippet?: string;
  /** A thumbnail, only ever loaded over https. */
  imageUrl?: string;
  position: number;
}

/** An image (the images search type): `link` is the page it is on, `imageUrl` the picture itself. */
export interface ImageItem {
  title: string;
  link: string;
  imageUrl?: string;
  imageWidth?: number;
  imageHeight?: number;
  thumbnailUrl?: string;
  thumbnailWidth?: number;
  thumbnailHeight?: number;
  /** The site it is from, as the service names it ("Wikipedia"). */
  source?: string;
  domain?: string;
  /** Who made the picture and who licenses it, when the service says (recorded on stock photos). */
  creator?: string;
  credit?: string;
  copyright?: string;
  position: number;
}

/** A video (the videos search type). */
export interface VideoItem {
  title: string;
  link: string;
  snippet?: string;
  imageUrl?: string;
  /** As the service writes it ("12:34"). */
  duration?: string;
  channel?: string;
  source?: string;
  date?: string;
  position: number;
}

/** A place (the places search type): `website` is its link when it has one; a map link from its coordinates. */
export interface PlaceItem {
  title: string;
  website?: string;
  address?: string;
  category?: string;
  rating?: number;
  ratingCount?: number;
  /** "$$", as the service writes it. */
  priceLevel?: string;
  /** As the service writes it ("(212) 888-6333"). */
  phone?: string;
  latitude?: number;
  longitude?: number;
  /** The service's id for the place (Google's CID). */
  cid?: string;
  /** Where it is inside a larger place ("In The Touraine"), as 2023 answers said. */
  locationHint?: string;
  /** A small photo (2023 answers had one; 2025 ones do not), only ever loaded over https. */
  thumbnailUrl?: string;
  position: number;
}

/** A product offer (the shopping search type). */
export interface ShoppingItem {
  title: string;
  link: string;
  /** The merchant ("Walmart - Seller"). */
  source?: string;
  /** As the service writes it ("$155.00 refurbished"). */
  price?: string;
  delivery?: string;
  rating?: number;
  ratingCount?: number;
  imageUrl?: string;
  /** How many offers the product has ("2"), when the service says. */
  offers?: string;
  position: number;
}

/** A paper (the scholar search type): `link` is its page, `pdfUrl` its full text where the service found one. */
export interface ScholarItem {
  title: string;
  link: string;
  /** Authors, venue, year and site as the service writes them ("L Heracleous - Organizational Dynamics, 2013 - heracleous.org"). */
  publicationInfo?: string;
  /** Read from publicationInfo, for citations and exports: "DB Yoffie, P Rossano". */
  authors?: string;
  /** The journal, proceedings or book ("Organizational Dynamics"), where publicationInfo names one. */
  venue?: string;
  year?: number;
  snippet?: string;
  /** How many works cite it. */
  citedBy?: number;
  /** Google Scholar's list of those works, made from the paper's id. */
  citedByLink?: string;
  pdfUrl?: string;
  /** Its full text as a web page, where the service found one. */
  htmlUrl?: string;
  /** Google Scholar's id for it ("yxbEyzVD4yYJ"). */
  id?: string;
  position: number;
}

/** A patent (the patents search type): `link` is its page on Google Patents. */
export interface PatentItem {
  title: string;
  link: string;
  snippet?: string;
  /** "US10775999B2". */
  publicationNumber?: string;
  assignee?: string;
  inventor?: string;
  /** Days as the service gives them: ISO (`2012-12-29`). */
  priorityDate?: string;
  filingDate?: string;
  grantDate?: string;
  publicationDate?: string;
  /** The language it is written in ("en"). */
  language?: string;
  pdfUrl?: string;
  /** Its thumbnail, or the thumbnail of its first figure; only ever loaded over https. */
  thumbnailUrl?: string;
  /** How many figures it has, when any (only the first is kept, as its thumbnail). */
  figures?: number;
  position: number;
}

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

/** Bounds applied before rendering (DESIGN §4 Responses). */
export const LIMITS = {
  results: 100,
  related: 20,
  attributes: 50,
  /** Facts under one organic result: a line, not a table. */
  resultAttributes: 6,
  sitelinks: 8,
  questions: 10,
  stories: 10,
  title: 300,
  snippet: 1000,
  url: 2048,
  description: 2000,
  answer: 2000,
  label: 100,
  value: 500,
  /** Dates the service sends as text ("10 hours ago"). */
  date: MAX_DATE_TEXT_LENGTH,
  /** Short values of the typed items: a duration, a price, a phone number, a merchant. */
  short: 100,
  address: 300,
  /** Pixel sizes an image may claim (the largest real photos are a few tens of thousands wide). */
  pixels: 100_000,
} as const;
