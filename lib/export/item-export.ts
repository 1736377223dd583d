import type { ItemOf, ResultType } from '../api/result-types';

/** A value as exported: numbers stay numbers (JSON), text is the text the page shows. */
export type ExportedValue = string | number;

/** A part of an item's Markdown line after its title: text, or a link with its label ("Map"). */
export type ExportedDetail = string | { label: string; link: string };

/**
 * How one search type is exported: its columns (CSV header, JSON keys), each item's values
 * for them, the short line Markdown writes after its title, and its citation.
 */
export interface ItemExport<K extends ResultType, C extends string = string> {
  /** The type's name in an export's heading ("News results for …"). */
  heading: string;
  /** The columns after `position` and `title`, in order; the item's link is one of them (`link`, or `website`). */
  columns: readonly C[];
  /** Its values by column, as the page shows them (links only where they would be links); undefined: none. */
  values: (item: ItemOf<K>) => Record<C, ExportedValue | undefined>;
  /** The Markdown line after the title ("Reuters, 5 mins ago"); undefined parts are left out. */
  details: (item: ItemOf<K>) => Array<ExportedDetail | undefined>;
  /** The citation's parts before its URL ("Title", "Reuters, 2023-08-01"), and the URL it cites. */
  citation: (item: ItemOf<K>) => { parts: Array<string | undefined>; link: string | undefined };
}

/** Declares a type's export with its columns checked against its values. */
export function defineItemExport<K extends ResultType, C extends string>(unit: ItemExport<K, C>): ItemExport<K, C> {
  return unit;
}

// Exports are documents a person keeps and shares, in one fixed format whatever the browser's language.
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "4.6/5 (2,900)": review stars and how many reviews, where there are any. */
export function ratingText(rating: number | undefined, count: number | undefined): string | undefined {
  if (rating === undefined) return undefined;
  const stars = `${NUMBER.format(rating)}/5`;
  return count === undefined ? stars : `${stars} (${NUMBER.format(count)})`;
}

/** "5168×3448", when both sides are known. */
export function pixelSize(width: number | undefined, height: number | undefined): string | undefined {
  return width !== undefined && height !== undefined ? `${width}×${height}` : undefined;
}

/** The parts that are there, joined with commas ("Reuters, 5 mins ago"); undefined when none is. */
export function joined(...parts: Array<string | undefined>): string | undefined {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join(', ') : undefined;
}
