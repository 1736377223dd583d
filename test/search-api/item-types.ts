import type { ResultType } from './search-types';

// ---- The items of each search type, in the live service's shapes (recordings/ shows them) ----
// Dates are ISO 8601 in spec mode and words ("3 days ago", "Dec 6, 2025") in live mode.

export interface NewsItem {
  title: string;
  link: string;
  snippet: string;
  date: string;
  source: string;
  imageUrl: string;
  position: number;
}

export interface ImageItem {
  title: string;
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  thumbnailUrl: string;
  thumbnailWidth: number;
  thumbnailHeight: number;
  source: string;
  domain: string;
  /** The page the image is on. */
  link: string;
  googleUrl?: string;
  position: number;
}

export interface VideoItem {
  title: string;
  link: string;
  snippet: string;
  imageUrl: string;
  /** "12:34" or "1:02:03". */
  duration: string;
  source: string;
  channel: string;
  date: string;
  position: number;
}

export interface PlaceItem {
  position: number;
  title: string;
  address: string;
  latitude: number;
  longitude: number;
  rating: number;
  ratingCount: number;
  /** "$$" or "£10–20", on restaurants and cafés. */
  priceLevel?: string;
  category: string;
  phoneNumber?: string;
  website?: string;
  cid: string;
}

export interface ShoppingItem {
  title: string;
  /** The merchant. */
  source: string;
  link: string;
  /** As shown: "$29.99". */
  price: string;
  delivery: string;
  imageUrl: string;
  rating?: number;
  ratingCount?: number;
  /** "3", "5+", "10+": other sellers of the same product; present together with `productId`. */
  offers?: string;
  productId?: string;
  position: number;
}

/** A paper, as recordings/apple-inc-scholar.json has them: no position; `pdfUrl` or `htmlUrl` where there is a full text. */
export interface ScholarItem {
  title: string;
  link: string;
  /** "authors - venue, year - site". */
  publicationInfo: string;
  snippet: string;
  year: number;
  citedBy: number;
  pdfUrl?: string;
  htmlUrl?: string;
  /** Google Scholar's 12-character id. */
  id: string;
}

/** A patent, as recordings/apple-inc-patents.json has them: no position; days `YYYY-MM-DD`, `''` when not granted. */
export interface PatentItem {
  title: string;
  snippet: string;
  link: string;
  priorityDate: string;
  filingDate: string;
  grantDate: string;
  publicationDate: string;
  inventor: string;
  assignee: string;
  publicationNumber: string;
  language: string;
  /** Absent when it has no figures. */
  thumbnailUrl?: string;
  pdfUrl: string;
  figures: Array<{ imageUrl: string; thumbnailUrl: string }>;
}

export interface TypedItems {
  news: NewsItem;
  images: ImageItem;
  videos: VideoItem;
  places: PlaceItem;
  shopping: ShoppingItem;
  scholar: ScholarItem;
  patents: PatentItem;
}

export type TypedItem = TypedItems[ResultType];
