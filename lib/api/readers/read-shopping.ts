import { readCount, readRating, readText, readUrl, withoutUndefined, type JsonObject } from '../read-fields';
import { LIMITS, type ShoppingItem } from '../search-response';
import { readItems, type ReadItems } from './read-items';

/** A price as the service writes it ("$155.00 refurbished"), or as a number with its `currency` ("$", 29 → "$29"). */
function readPrice(item: JsonObject): string | undefined {
  const text = readText(item.price, LIMITS.short);
  if (text !== undefined) return text;
  if (typeof item.price !== 'number' || !Number.isFinite(item.price)) return undefined;
  return `${readText(item.currency, 8) ?? ''}${item.price}`;
}

/** One offer: title and link (the merchant's page) required; price, merchant, rating, delivery, a picture. */
export function readShoppingItem(item: JsonObject, position: number): ShoppingItem | undefined {
  const title = readText(item.title, LIMITS.title);
  const link = readUrl(item.link);
  if (!title || !link) return undefined;
  const rating = readRating(item.rating);
  return withoutUndefined<ShoppingItem>({
    title,
    link,
    source: readText(item.source, LIMITS.short),
    price: readPrice(item),
    delivery: readText(item.delivery, LIMITS.short),
    rating,
    ratingCount: rating === undefined ? undefined : readCount(item.ratingCount),
    imageUrl: readUrl(item.imageUrl),
    // "3", "5+", "10+": text, as the service writes it.
    offers: readText(item.offers, LIMITS.short) ?? readCount(item.offers)?.toString(),
    position,
  });
}

/** The `shopping` array of a shopping search. */
export function readShopping(raw: readonly unknown[]): ReadItems<ShoppingItem> {
  return readItems(raw, readShoppingItem);
}
