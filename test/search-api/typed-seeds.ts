/**
 * The typed corpora as written in the data files (corpus-news.ts, corpus-images.ts, …). Dates are
 * ages, as in corpus-types.ts, so date filters answer differently whenever the server starts;
 * image URLs are made by the server (thumbnails it serves itself), so seeds carry only sizes.
 */
export interface NewsSeed {
  title: string;
  link: string;
  source: string;
  /** Hours before server start. */
  ageHours: number;
  snippet: string;
  keywords: readonly string[];
}

export interface ImageSeed {
  title: string;
  /** The page the image is on. */
  link: string;
  source: string;
  width: number;
  height: number;
  keywords: readonly string[];
}

export interface VideoSeed {
  title: string;
  link: string;
  channel: string;
  duration: string;
  ageHours: number;
  snippet: string;
  keywords: readonly string[];
}

export interface PlaceSeed {
  title: string;
  address: string;
  latitude: number;
  longitude: number;
  rating: number;
  ratingCount: number;
  category: string;
  priceLevel?: string;
  phoneNumber?: string;
  website?: string;
  keywords: readonly string[];
}

export interface ShoppingSeed {
  title: string;
  source: string;
  link: string;
  price: string;
  delivery: string;
  rating?: number;
  ratingCount?: number;
  /** Other sellers ("3", "10+"); such items also get a productId, as on the live service. */
  offers?: string;
  keywords: readonly string[];
}

export interface ScholarSeed {
  title: string;
  link: string;
  /** As Scholar writes them: "G Bierman, M Abadi, M Torgersen". */
  authors: string;
  /** Absent for a book or a thesis Scholar names by its site only. */
  venue?: string;
  year: number;
  /** The site Scholar names last ("Springer", "arxiv.org"). */
  site: string;
  snippet: string;
  citedBy: number;
  /** The full text, when Scholar links one: a PDF, or (`html`) a web page. */
  fullText?: { pdf: string } | { html: string };
  keywords: readonly string[];
}

export interface PatentSeed {
  title: string;
  /** "US381968A": its Google Patents page and PDF are named after it. */
  number: string;
  snippet: string;
  inventor: string;
  assignee: string;
  /** `YYYY-MM-DD`; `granted` absent for an application. */
  priority: string;
  filed: string;
  granted?: string;
  published: string;
  /** How many drawings it has (pictures the server draws). */
  figures: number;
  keywords: readonly string[];
}

export const news = (
  title: string,
  link: string,
  source: string,
  ageHours: number,
  snippet: string,
  keywords: readonly string[],
): NewsSeed => ({ title, link, source, ageHours, snippet, keywords });

export const video = (
  title: string,
  link: string,
  channel: string,
  duration: string,
  ageHours: number,
  snippet: string,
  keywords: readonly string[],
): VideoSeed => ({ title, link, channel, duration, ageHours, snippet, keywords });

export const image = (
  title: string,
  link: string,
  source: string,
  size: readonly [number, number],
  keywords: readonly string[],
): ImageSeed => ({ title, link, source, width: size[0], height: size[1], keywords });

/** YouTube's watch URL for an 11-character video id. */
export const youtube = (id: string): string => `https://www.youtube.com/watch?v=${id}`;

export { days, hours, minutes, years } from './corpus-types';
