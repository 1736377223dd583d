import * as z from 'zod/mini';
import { lenient, withoutUndefined } from '../../text/tolerant';
import { countOf, date, position, requiredText, requiredUrl, text, url } from '../field-schemas';
import { LIMITS } from '../limits';
import { readItems, type Ranked, type ReadItems } from './read-items';
import { deferredSchema } from '../../text/deferred-schema';

/** A figure of a patent: only its picture is read. */
const figureSchema = deferredSchema(() => z.object({ thumbnailUrl: url, imageUrl: url }));

/**
 * One patent: title and link (its Google Patents page) required; its publication number,
 * assignee, inventor, the priority, filing, grant and publication days, a passage, the PDF, and
 * one picture — its thumbnail or its first figure's. The figures themselves (forty on one
 * recorded item) are counted, not kept: the list shows one picture per patent
 * (recordings/apple-inc-patents.json).
 */
export const patentItemSchema = deferredSchema(() =>
  z.pipe(
    z.object({
      title: requiredText(LIMITS.title),
      link: requiredUrl,
      snippet: text(LIMITS.snippet),
      /** "US10775999B2". */
      publicationNumber: text(LIMITS.short),
      assignee: text(LIMITS.label * 3),
      inventor: text(LIMITS.label * 3),
      /** Days as the service gives them: ISO (`2012-12-29`). */
      priorityDate: date,
      filingDate: date,
      grantDate: date,
      publicationDate: date,
      /** The language it is written in ("en"). */
      language: text(16),
      pdfUrl: url,
      thumbnailUrl: url,
      figures: lenient(z.union([z.array(z.unknown()), countOf])),
      position,
    }),
    z.transform(({ figures, ...patent }) => {
      const first = Array.isArray(figures) ? figureSchema.safeParse(figures[0]) : undefined;
      const figureCount = Array.isArray(figures) ? figures.length : figures;
      return withoutUndefined({
        ...patent,
        /** Its thumbnail, or the thumbnail of its first figure; only ever loaded over https. */
        thumbnailUrl:
          patent.thumbnailUrl ?? (first?.success ? (first.data.thumbnailUrl ?? first.data.imageUrl) : undefined),
        /** How many figures it has, when any (only the first is kept, as its thumbnail). */
        figures: figureCount === 0 ? undefined : figureCount,
        position: patent.position,
      });
    }),
  ),
);

/** A patent (the patents search type): `link` is its page on Google Patents. */
export type PatentItem = Ranked<z.output<typeof patentItemSchema>>;

/** The `organic` array of a patents search. */
export function readPatents(raw: readonly unknown[]): ReadItems<PatentItem> {
  return readItems(raw, patentItemSchema);
}
