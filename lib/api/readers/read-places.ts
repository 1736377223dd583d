import * as z from 'zod/mini';
import { withoutUndefined } from '../../text/tolerant';
import { coordinate, count, digits, position, rating, requiredText, text, url } from '../field-schemas';
import { LIMITS } from '../limits';
import { readItems, type Ranked, type ReadItems } from './read-items';
import { deferredSchema } from '../../text/deferred-schema';

/**
 * One place: only its name is required — a place without a website is still a place
 * (recordings/…-places-2025.json, item 5); `website` is its link when it has one. Its
 * coordinates are the place's own (the map link is drawn from them), never the person's.
 * A position needs both coordinates, so one without the other is left out.
 */
export const placeItemSchema = deferredSchema(() =>
  z.pipe(
    z.object({
      title: requiredText(LIMITS.title),
      website: url,
      address: text(LIMITS.address),
      category: text(LIMITS.label),
      rating,
      ratingCount: count,
      /** "$$", as the service writes it. */
      priceLevel: text(LIMITS.short),
      phoneNumber: text(LIMITS.short),
      phone: text(LIMITS.short),
      latitude: coordinate(90),
      longitude: coordinate(180),
      /** The service's id for the place (Google's CID). */
      cid: digits,
      /** Where it is inside a larger place ("In The Touraine"), as 2023 answers said. */
      locationHint: text(LIMITS.label),
      /** A small photo (2023 answers had one; 2025 ones do not), only ever loaded over https. */
      thumbnailUrl: url,
      position,
    }),
    z.transform(({ phoneNumber, phone, latitude, longitude, rating: stars, ratingCount, ...place }) => {
      const located = latitude !== undefined && longitude !== undefined;
      return withoutUndefined({
        title: place.title,
        website: place.website,
        address: place.address,
        category: place.category,
        rating: stars,
        // A count of reviews without their rating says nothing.
        ratingCount: stars === undefined ? undefined : ratingCount,
        priceLevel: place.priceLevel,
        // As displayed; telHref (lib/text/place-links.ts) makes the only link a phone number may become.
        phone: phoneNumber ?? phone,
        latitude: located ? latitude : undefined,
        longitude: located ? longitude : undefined,
        cid: place.cid,
        locationHint: place.locationHint,
        thumbnailUrl: place.thumbnailUrl,
        position: place.position,
      });
    }),
  ),
);

/** A place (the places search type): `website` is its link when it has one; a map link from its coordinates. */
export type PlaceItem = Ranked<z.output<typeof placeItemSchema>>;

/** The `places` array of a places search. */
export function readPlaces(raw: readonly unknown[]): ReadItems<PlaceItem> {
  return readItems(raw, placeItemSchema);
}
