import * as z from 'zod/mini';
import { lenient, wholeNumber, withoutUndefined } from '../../text/tolerant';
import { count, countOf, position, requiredText, requiredUrl, text, url } from '../field-schemas';
import { LIMITS } from '../limits';
import { cleanText } from '../../text/clean-text';
import { readItems, type Ranked, type ReadItems } from './read-items';
import { citedByLink } from './scholar-ids';
import { deferredSchema } from '../../text/deferred-schema';

const YEAR_AT_END = /^(?:(.*?),\s*)?(\d{4})$/u;

/** What Google Scholar's publication line says of a paper. */
interface PublicationFacts {
  /** "DB Yoffie, P Rossano". */
  authors?: string;
  /** The journal, proceedings or book ("Organizational Dynamics"). */
  venue?: string;
  year?: number;
}

/**
 * Authors, venue and year out of Google Scholar's line: "authors - venue, year - site", where
 * the venue or the site may be missing ("DB Yoffie, P Rossano - 2012 - academia.edu"). What does
 * not read that way is left to the line itself, which is always shown as sent.
 */
export function readPublicationInfo(info: string | undefined): PublicationFacts {
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

/** A part of the publication line, capped like a long label; undefined when there is none. */
const part = (value: string | undefined) => (value ? cleanText(value, LIMITS.label * 3) || undefined : undefined);

/**
 * One paper: title and link required; the publication line as sent (and its authors and
 * venue read from it), the year, a passage, how many works cite it (and where Scholar lists
 * them), the PDF and HTML full texts (recordings/apple-inc-scholar.json).
 */
export const scholarItemSchema = deferredSchema(() =>
  z.pipe(
    z.object({
      title: requiredText(LIMITS.title),
      link: requiredUrl,
      /** Authors, venue, year and site as the service writes them ("L Heracleous - Organizational Dynamics, 2013 - heracleous.org"). */
      publicationInfo: text(LIMITS.snippet),
      /** A year of publication: a whole number a paper could have been published in. */
      year: lenient(z.pipe(countOf, wholeNumber().check(z.minimum(1000), z.maximum(9999)))),
      snippet: text(LIMITS.snippet),
      /** How many works cite it. */
      citedBy: count,
      pdfUrl: url,
      /** Its full text as a web page, where the service found one. */
      htmlUrl: url,
      /** Google Scholar's id for it ("yxbEyzVD4yYJ"). */
      id: text(LIMITS.short),
      position,
    }),
    z.transform((paper) => {
      const info = readPublicationInfo(paper.publicationInfo);
      return withoutUndefined({
        title: paper.title,
        link: paper.link,
        publicationInfo: paper.publicationInfo,
        authors: part(info.authors),
        venue: part(info.venue),
        year: paper.year ?? info.year,
        snippet: paper.snippet,
        citedBy: paper.citedBy,
        /** Google Scholar's list of the works citing it, made from the paper's id. */
        citedByLink: paper.citedBy === undefined ? undefined : citedByLink(paper.id),
        pdfUrl: paper.pdfUrl,
        htmlUrl: paper.htmlUrl,
        id: paper.id,
        position: paper.position,
      });
    }),
  ),
);

/** A paper (the scholar search type): `link` is its page, `pdfUrl` its full text where the service found one. */
export type ScholarItem = Ranked<z.output<typeof scholarItemSchema>>;

/** The `organic` array of a scholar search. */
export function readScholar(raw: readonly unknown[]): ReadItems<ScholarItem> {
  return readItems(raw, scholarItemSchema);
}
