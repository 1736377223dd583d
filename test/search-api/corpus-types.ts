/**
 * A document as written in the bundled data. Dates are stored as ages so that
 * `dateRange` filters give visibly different answers whenever the server starts.
 */
export interface DocumentSeed {
  title: string;
  link: string;
  snippet: string;
  /** Hours before server start; `null` → `date: null`; omitted → no `date` field at all. */
  ageHours?: number | null;
  /** Extra matching terms; multi-word phrases also feed related searches. */
  keywords: readonly string[];
}

export interface EntitySeed {
  title: string;
  /** Lower-case names that trigger the panel, besides the title. */
  aliases: readonly string[];
  imageUrl: string;
  description: string;
  descriptionSource: string;
  descriptionLink: string;
  attributes: Readonly<Record<string, string>>;
  relatedSearches: readonly string[];
}

/** Compact constructor so the data files read as one line per document. */
export function doc(
  title: string,
  link: string,
  snippet: string,
  ageHours: number | null | undefined,
  keywords: readonly string[],
): DocumentSeed {
  return ageHours === undefined ? { title, link, snippet, keywords } : { title, link, snippet, ageHours, keywords };
}

/** Readable ages for the data files. */
export const minutes = (n: number): number => n / 60;
export const hours = (n: number): number => n;
export const days = (n: number): number => n * 24;
export const years = (n: number): number => n * 365 * 24;
