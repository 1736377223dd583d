import { readCount, readText, readUrl, withoutUndefined, type JsonObject } from '../read-fields';
import { LIMITS, type ScholarItem } from '../search-response';
import { readItems, type ReadItems } from './read-items';
import { citedByLink } from './scholar-ids';

const YEAR_AT_END = /^(?:(.*?),\s*)?(\d{4})$/u;

/**
 * Authors, venue and year out of Google Scholar's line: "authors - venue, year - site", where
 * the venue or the site may be missing ("DB Yoffie, P Rossano - 2012 - academia.edu"). What does
 * not read that way is left to the line itself, which is always shown as sent.
 */
export function readPublicationInfo(info: string | undefined): Pick<ScholarItem, 'authors' | 'venue' | 'year'> {
  if (!info) return {};
  const parts = info.split(' - ').map((part) => part.trim());
  if (parts.length < 2) return {};
  // With three parts or more the last one is the site; with two, the second is the venue when it ends in a year.
  const middle = parts.length >= 3 ? parts.slice(1, -1).join(' - ') : (parts[1] ?? '');
  const dated = YEAR_AT_END.exec(middle);
  if (parts.length === 2 && !dated) return { authors: parts[0] || undefined };
  return withoutUndefined({
    authors: parts[0] || undefined,
    venue: (dated ? dated[1] : middle) || undefined,
    year: dated ? Number(dated[2]) : undefined,
  });
}

/** A year of publication: a whole number a paper could have been published in. */
function readYear(value: unknown): number | undefined {
  const year = readCount(value);
  return year !== undefined && year >= 1000 && year <= 9999 ? year : undefined;
}

/**
 * One paper: title and link required; the publication line as sent (and its authors and
 * venue read from it), the year, a passage, how many works cite it (and where Scholar lists
 * them), the PDF and HTML full texts (recordings/apple-inc-scholar.json).
 */
export function readScholarItem(item: JsonObject, position: number): ScholarItem | undefined {
  const title = readText(item.title, LIMITS.title);
  const link = readUrl(item.link);
  if (!title || !link) return undefined;
  const publicationInfo = readText(item.publicationInfo, LIMITS.snippet);
  const info = readPublicationInfo(publicationInfo);
  const id = readText(item.id, LIMITS.short);
  const citedBy = readCount(item.citedBy);
  return withoutUndefined<ScholarItem>({
    title,
    link,
    publicationInfo,
    authors: info.authors && readText(info.authors, LIMITS.label * 3),
    venue: info.venue && readText(info.venue, LIMITS.label * 3),
    year: readYear(item.year) ?? info.year,
    snippet: readText(item.snippet, LIMITS.snippet),
    citedBy,
    citedByLink: citedBy === undefined ? undefined : citedByLink(id),
    pdfUrl: readUrl(item.pdfUrl),
    htmlUrl: readUrl(item.htmlUrl),
    id,
    position,
  });
}

/** The `organic` array of a scholar search. */
export function readScholar(raw: readonly unknown[]): ReadItems<ScholarItem> {
  return readItems(raw, readScholarItem);
}
