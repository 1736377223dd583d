import { IMAGES } from './corpus-images';
import { NEWS } from './corpus-news';
import { PATENTS } from './corpus-patents';
import { PLACES } from './corpus-places';
import { PAPERS } from './corpus-scholar';
import { PRODUCTS } from './corpus-shopping';
import { VIDEOS } from './corpus-videos';
import { slugify } from './ids';
import type { Rankable } from './ranking';
import type { ResultType } from './search-types';
import { tokenize } from './tokenize';
import type { ImageSeed, NewsSeed, PatentSeed, PlaceSeed, ScholarSeed, ShoppingSeed, VideoSeed } from './typed-seeds';

const HOUR_MS = 3_600_000;

/** A typed corpus entry ready for ranking, with a slug that names its pictures. */
export interface Indexed<S> extends Rankable {
  readonly seed: S;
  /** Unique within its corpus: the base of its image file names. */
  readonly slug: string;
  /** ISO 8601 publication date for news and videos. */
  readonly date?: string;
}

export interface TypedCorpus {
  readonly news: readonly Indexed<NewsSeed>[];
  readonly images: readonly Indexed<ImageSeed>[];
  readonly videos: readonly Indexed<VideoSeed>[];
  readonly places: readonly Indexed<PlaceSeed>[];
  readonly shopping: readonly Indexed<ShoppingSeed>[];
  readonly scholar: readonly Indexed<ScholarSeed>[];
  readonly patents: readonly Indexed<PatentSeed>[];
}

export type TypedSeeds = { [T in keyof TypedCorpus]: TypedCorpus[T][number]['seed'] };
export type IndexedEntry<T extends ResultType> = TypedCorpus[T][number];

interface Text {
  title: string;
  /** Matched weakly, like a snippet. */
  other: string;
  keywords: readonly string[];
  ageHours?: number;
}

/** Builds the typed corpora with dates relative to `startedAt` (epoch ms). */
export function buildTypedCorpus(startedAt: number): TypedCorpus {
  return {
    news: index(
      NEWS,
      (s) => ({ title: s.title, other: `${s.snippet} ${s.source}`, keywords: s.keywords, ageHours: s.ageHours }),
      startedAt,
    ),
    images: index(IMAGES, (s) => ({ title: s.title, other: s.source, keywords: s.keywords }), startedAt),
    videos: index(
      VIDEOS,
      (s) => ({ title: s.title, other: `${s.snippet} ${s.channel}`, keywords: s.keywords, ageHours: s.ageHours }),
      startedAt,
    ),
    places: index(
      PLACES,
      (s) => ({ title: s.title, other: `${s.category} ${s.address}`, keywords: s.keywords }),
      startedAt,
    ),
    shopping: index(PRODUCTS, (s) => ({ title: s.title, other: s.source, keywords: s.keywords }), startedAt),
    // Papers and patents have dates of their own (a year, a patent's days), not ages: no date filter applies.
    scholar: index(
      PAPERS,
      (s) => ({ title: s.title, other: `${s.snippet} ${s.authors} ${s.venue ?? ''}`, keywords: s.keywords }),
      startedAt,
    ),
    patents: index(
      PATENTS,
      (s) => ({ title: s.title, other: `${s.snippet} ${s.inventor} ${s.assignee}`, keywords: s.keywords }),
      startedAt,
    ),
  };
}

function index<S>(seeds: readonly S[], text: (seed: S) => Text, startedAt: number): Indexed<S>[] {
  const slugs = new Set<string>();
  return seeds.map((seed) => {
    const { title, other, keywords, ageHours } = text(seed);
    let slug = slugify(title);
    for (let n = 2; slugs.has(slug); n += 1) slug = `${slugify(title)}-${n}`;
    slugs.add(slug);
    const publishedAt = ageHours === undefined ? null : Math.round(startedAt - ageHours * HOUR_MS);
    return {
      seed,
      slug,
      ...(publishedAt !== null && { date: new Date(publishedAt).toISOString() }),
      publishedAt,
      titleTerms: new Set(tokenize(title)),
      snippetTerms: new Set(tokenize(other)),
      keywordTerms: new Set(keywords.flatMap(tokenize)),
    };
  });
}
