import * as z from 'zod/mini';
import { listOf, withoutUndefined } from '../text/tolerant';
import { count, date, finiteNumber, pairs, position, rating, requiredText, requiredUrl, text } from './field-schemas';
import { LIMITS } from './limits';
import { readItems, type Ranked, type ReadItems } from './readers/read-items';
import { deferredSchema } from '../text/deferred-schema';

/** A link under a result to a part of the same site ("Support", "Pricing"). */
export const sitelinkSchema = deferredSchema(() => z.object({ title: requiredText(LIMITS.title), link: requiredUrl }));
export type Sitelink = z.output<typeof sitelinkSchema>;

/**
 * A web result: a result without its required title or link is dropped rather than failing
 * the page; what it carries beyond them (date, sitelinks, facts, rating) is kept only where
 * it reads.
 */
export const organicResultSchema = deferredSchema(() =>
  z.pipe(
    z.object({
      title: requiredText(LIMITS.title),
      link: requiredUrl,
      snippet: text(LIMITS.snippet),
      position,
      /**
       * As the service gave it: ISO 8601 when it sent one (or an English "Aug 1, 2023", stored
       * as its ISO day), otherwise its own text, capped ("10 hours ago", "2018年11月18日").
       */
      date,
      sitelinks: listOf(sitelinkSchema, LIMITS.sitelinks),
      /** Facts the engine shows under the result ("Founded: 1976"), as ordered pairs. */
      attributes: pairs(LIMITS.resultAttributes),
      /** Review stars, 0–5. */
      rating,
      ratingCount: count,
      /** "$$" as sent, or the live service's `currency` and `price` ("$", 29) as "$29". */
      priceRange: text(LIMITS.label),
      price: finiteNumber,
      currency: text(8),
    }),
    z.transform(({ sitelinks, attributes, priceRange, price, currency, ...result }) =>
      withoutUndefined({
        title: result.title,
        link: result.link,
        snippet: result.snippet,
        position: result.position,
        date: result.date,
        sitelinks: sitelinks.length > 0 ? sitelinks : undefined,
        attributes: attributes.length > 0 ? attributes : undefined,
        rating: result.rating,
        ratingCount: result.rating === undefined ? undefined : result.ratingCount,
        /** A price as the engine shows it ("$29", or a range such as "$$"). */
        price: priceRange ?? (price === undefined ? undefined : `${currency ?? ''}${price}`),
      }),
    ),
  ),
);

/** A web result; `position` is its 1-based rank, taken from the API or from the order. */
export type OrganicResult = Ranked<z.output<typeof organicResultSchema>>;

/** The organic results of a web search. */
export function parseOrganic(items: readonly unknown[]): ReadItems<OrganicResult> {
  return readItems(items, organicResultSchema);
}
