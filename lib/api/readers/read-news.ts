import * as z from 'zod/mini';
import { compact } from '../../text/tolerant';
import { date, position, requiredText, requiredUrl, text, url } from '../field-schemas';
import { LIMITS } from '../limits';
import { readItems, type Ranked, type ReadItems } from './read-items';
import { deferredSchema } from '../../text/deferred-schema';

/** One article: title and link required; the publisher, its date (ISO, or the service's words), a passage, a thumbnail. */
export const newsItemSchema = deferredSchema(() =>
  compact(
    z.object({
      title: requiredText(LIMITS.title),
      link: requiredUrl,
      source: text(LIMITS.label),
      /** As the service gave it: ISO 8601, or its own words ("3 minutes ago"). */
      date,
      snippet: text(LIMITS.snippet),
      /** A thumbnail, kept as sent: only safeImageUrl (https) decides whether it is ever loaded. */
      imageUrl: url,
      position,
    }),
  ),
);

/** A news article (the news search type). */
export type NewsItem = Ranked<z.output<typeof newsItemSchema>>;

/** The `news` array of a news search. */
export function readNews(raw: readonly unknown[]): ReadItems<NewsItem> {
  return readItems(raw, newsItemSchema);
}
