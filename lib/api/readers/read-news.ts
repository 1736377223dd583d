import { readDate, readText, readUrl, withoutUndefined, type JsonObject } from '../read-fields';
import { LIMITS, type NewsItem } from '../search-response';
import { readItems, type ReadItems } from './read-items';

/** One article: title and link required; the publisher, its date (ISO, or the service's words), a passage, a thumbnail. */
export function readNewsItem(item: JsonObject, position: number): NewsItem | undefined {
  const title = readText(item.title, LIMITS.title);
  const link = readUrl(item.link);
  if (!title || !link) return undefined;
  return withoutUndefined<NewsItem>({
    title,
    link,
    source: readText(item.source, LIMITS.label),
    date: readDate(item.date),
    snippet: readText(item.snippet, LIMITS.snippet),
    // Kept as sent: only safeImageUrl (https) decides whether it is ever loaded.
    imageUrl: readUrl(item.imageUrl),
    position,
  });
}

/** The `news` array of a news search. */
export function readNews(raw: readonly unknown[]): ReadItems<NewsItem> {
  return readItems(raw, readNewsItem);
}
