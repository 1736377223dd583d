import * as z from 'zod/mini';
import { lenient, withoutUndefined } from '../../text/tolerant';
import { count, countOf, position, rating, requiredText, requiredUrl, text, url } from '../field-schemas';
import { LIMITS } from '../limits';
import { readItems, type Ranked, type ReadItems } from './read-items';
import { deferredSchema } from '../../text/deferred-schema';

/** One offer: title and link (the merchant's page) required; price, merchant, rating, delivery, a picture. */
export const shoppingItemSchema = deferredSchema(() =>
  z.pipe(
    z.object({
      title: requiredText(LIMITS.title),
      link: requiredUrl,
      /** The merchant ("Walmart - Seller"). */
      source: text(LIMITS.short),
      /** As the service writes it ("$155.00 refurbished"), or a number with its `currency` ("$", 29 → "$29"). */
      price: lenient(z.union([requiredText(LIMITS.short), z.number()])),
      currency: text(8),
      delivery: text(LIMITS.short),
      rating,
      ratingCount: count,
      imageUrl: url,
      /** How many offers the product has ("3", "5+", "10+"): text, as the service writes it. */
      offers: lenient(z.union([requiredText(LIMITS.short), countOf])),
      position,
    }),
    z.transform(({ price, currency, offers, ...offer }) =>
      withoutUndefined({
        title: offer.title,
        link: offer.link,
        source: offer.source,
        price: typeof price === 'number' ? `${currency ?? ''}${price}` : price,
        delivery: offer.delivery,
        rating: offer.rating,
        // A count of reviews without their rating says nothing.
        ratingCount: offer.rating === undefined ? undefined : offer.ratingCount,
        imageUrl: offer.imageUrl,
        offers: offers?.toString(),
        position: offer.position,
      }),
    ),
  ),
);

/** A product offer (the shopping search type). */
export type ShoppingItem = Ranked<z.output<typeof shoppingItemSchema>>;

/** The `shopping` array of a shopping search. */
export function readShopping(raw: readonly unknown[]): ReadItems<ShoppingItem> {
  return readItems(raw, shoppingItemSchema);
}
