import { SEARCH_TYPES, searchTypeLabel, type TextSearchType } from '../api/search-options';

/**
 * The words that, typed first after the keyword, choose a search type: `ws news tesla`,
 * `ws img red panda`. Short English words, the type's own name, and its name in the browser's
 * language (`ws bilder katze` in German). A prefix counts only when words follow it.
 */
export const TYPE_PREFIXES: Readonly<Record<TextSearchType, readonly string[]>> = {
  web: ['web'],
  news: ['news'],
  images: ['img', 'image', 'images', 'pics'],
  videos: ['vid', 'video', 'videos'],
  places: ['map', 'maps', 'place', 'places'],
  shopping: ['shop', 'shopping', 'buy'],
  // Only words no query starts with by itself: "paper towels" and "patent leather" stay web searches.
  scholar: ['scholar', 'sch'],
  patents: ['patents'],
};

/** The first prefix of each type, as the suggestions name them. */
export const SHORT_PREFIXES: Readonly<Record<TextSearchType, string>> = {
  web: 'web',
  news: 'news',
  images: 'img',
  videos: 'video',
  places: 'map',
  shopping: 'shop',
  scholar: 'scholar',
  patents: 'patents',
};

export interface PrefixedQuery {
  /** The type the prefix chose; undefined without one (the default type applies). */
  type?: TextSearchType;
  query: string;
}

/** Splits `news tesla` into the type and the query; text without a known prefix is all query. */
export function readTypePrefix(text: string): PrefixedQuery {
  const match = /^\s*(\S+)\s+(\S[\s\S]*)$/u.exec(text);
  if (!match) return { query: text };
  const word = (match[1] ?? '').toLocaleLowerCase();
  for (const type of SEARCH_TYPES) {
    const localName = searchTypeLabel(type).toLocaleLowerCase();
    if (TYPE_PREFIXES[type].includes(word) || (localName !== '' && localName === word)) {
      return { type, query: match[2] ?? '' };
    }
  }
  return { query: text };
}
