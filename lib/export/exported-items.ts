import { siteLinkOf, type ItemOf, type ResultType } from '../api/result-types';
import { safeLinkUrl } from '../text/safe-url';
import type { ExportedDetail, ExportedValue, ItemExport } from './item-export';
import { IMAGES_EXPORT } from './item-exports/images-export';
import { LENS_EXPORT } from './item-exports/lens-export';
import { NEWS_EXPORT } from './item-exports/news-export';
import { PATENTS_EXPORT } from './item-exports/patents-export';
import { PLACES_EXPORT } from './item-exports/places-export';
import { SCHOLAR_EXPORT } from './item-exports/scholar-export';
import { SHOPPING_EXPORT } from './item-exports/shopping-export';
import { VIDEOS_EXPORT } from './item-exports/videos-export';

/** Each search type's export (web results have theirs in exported-results.ts, with the answer box and questions). */
export const ITEM_EXPORTS: { readonly [K in ResultType]: ItemExport<K> } = {
  news: NEWS_EXPORT,
  images: IMAGES_EXPORT,
  videos: VIDEOS_EXPORT,
  places: PLACES_EXPORT,
  shopping: SHOPPING_EXPORT,
  scholar: SCHOLAR_EXPORT,
  patents: PATENTS_EXPORT,
  lens: LENS_EXPORT,
};

/** One shown item as exported: its place in the list, its title, its link where the page shows one, its fields. */
export interface ExportedItem {
  position: number;
  title: string;
  /** The href the page renders for the title (http/https only; places: the website), '' where it is not a link. */
  link: string;
  /** Its type's columns that it has a value for. */
  values: Readonly<Record<string, ExportedValue>>;
  /** What Markdown writes after the title. */
  details: ExportedDetail[];
}

/** The shown items of one type, as every export format takes them. */
export interface ExportedItems {
  type: ResultType;
  /** The columns after `position` and `title`. */
  columns: readonly string[];
  items: ExportedItem[];
}

/**
 * The shown items of a search type, in the order given — the list's (blocked sites out,
 * pinned ones first) — and in the form it renders them; `position` is the place in that
 * list, so every format agrees with the page, as for web results.
 */
export function exportedItems<K extends ResultType>(type: K, items: readonly ItemOf<K>[]): ExportedItems {
  const unit: ItemExport<K> = ITEM_EXPORTS[type];
  const linkOf = siteLinkOf(type);
  return {
    type,
    columns: unit.columns,
    items: items.map((item, index) => {
      const values: Record<string, ExportedValue> = {};
      for (const [column, value] of Object.entries(unit.values(item))) {
        if (value !== undefined && value !== '') values[column] = value;
      }
      return {
        position: index + 1,
        title: item.title,
        link: safeLinkUrl(linkOf(item)) ?? '',
        values,
        details: unit.details(item).filter((detail): detail is ExportedDetail => Boolean(detail)),
      };
    }),
  };
}
