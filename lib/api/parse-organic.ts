import {
  asObject,
  readCount,
  readDate,
  readList,
  readPairs,
  readPosition,
  readRating,
  readText,
  readUrl,
} from './read-fields';
import { LIMITS, type OrganicResult, type Sitelink } from './search-response';

function readSitelink(item: Record<string, unknown>): Sitelink | undefined {
  const title = readText(item.title, LIMITS.title);
  const link = readUrl(item.link);
  return title && link ? { title, link } : undefined;
}

/** "$$" as sent, or the live service's `currency` and `price` ("$", 29) as "$29". */
function readPrice(item: Record<string, unknown>): string | undefined {
  const range = readText(item.priceRange, LIMITS.label);
  if (range) return range;
  const amount = typeof item.price === 'number' && Number.isFinite(item.price) ? String(item.price) : undefined;
  const currency = readText(item.currency, 8) ?? '';
  return amount === undefined ? undefined : `${currency}${amount}`;
}

/**
 * The organic results: a result without its required title or link is dropped rather
 * than failing the page; what each result carries beyond them (date, sitelinks, facts,
 * rating) is kept only where it reads.
 */
export function parseOrganic(items: readonly unknown[]): { results: OrganicResult[]; dropped: number } {
  const results: OrganicResult[] = [];
  for (const raw of items) {
    if (results.length >= LIMITS.results) break;
    const item = asObject(raw);
    const title = item && readText(item.title, LIMITS.title);
    const link = item && readUrl(item.link);
    if (!item || !title || !link) continue;
    const snippet = readText(item.snippet, LIMITS.snippet);
    const date = readDate(item.date);
    const sitelinks = readList(item.sitelinks, LIMITS.sitelinks, readSitelink);
    const attributes = readPairs(item.attributes, LIMITS.resultAttributes);
    const rating = readRating(item.rating);
    const ratingCount = readCount(item.ratingCount);
    const price = readPrice(item);
    results.push({
      title,
      link,
      ...(snippet !== undefined && { snippet }),
      position: readPosition(item.position) ?? results.length + 1,
      ...(date !== undefined && { date }),
      ...(sitelinks.length > 0 && { sitelinks }),
      ...(attributes.length > 0 && { attributes }),
      ...(rating !== undefined && { rating }),
      ...(rating !== undefined && ratingCount !== undefined && { ratingCount }),
      ...(price !== undefined && { price }),
    });
  }
  return { results, dropped: items.length - results.length };
}
