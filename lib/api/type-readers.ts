import { parseOrganic } from './parse-organic';
import { readImages } from './readers/read-images';
import { readLens } from './readers/read-lens';
import type { ReadItems } from './readers/read-items';
import { readNews } from './readers/read-news';
import { readPatents } from './readers/read-patents';
import { readPlaces } from './readers/read-places';
import { readScholar } from './readers/read-scholar';
import { readShopping } from './readers/read-shopping';
import { readVideos } from './readers/read-videos';
import type { ItemOf } from './result-types';
import type { SearchType } from './search-options';

/**
 * The reader of each search type's array (already known to be an array): capped, cleaned
 * items and how many were dropped. A column of the search types' table (result-types.ts),
 * kept in its own module because only the background reads answers.
 */
export type TypeReader<K extends SearchType> = (raw: readonly unknown[]) => ReadItems<ItemOf<K>>;

export const TYPE_READERS: { readonly [K in SearchType]: TypeReader<K> } = {
  web: parseOrganic,
  news: readNews,
  images: readImages,
  videos: readVideos,
  places: readPlaces,
  shopping: readShopping,
  scholar: readScholar,
  patents: readPatents,
  lens: readLens,
};

/** The reader of one type's array. */
export function readerOf<K extends SearchType>(type: K): TypeReader<K> {
  return TYPE_READERS[type];
}
