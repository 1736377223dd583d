import {
  readCoordinate,
  readCount,
  readDigits,
  readRating,
  readText,
  readUrl,
  withoutUndefined,
  type JsonObject,
} from '../read-fields';
import { LIMITS, type PlaceItem } from '../search-response';
import { readItems, type ReadItems } from './read-items';

/**
 * One place: only its name is required — a place without a website is still a place
 * (recordings/…-places-2025.json, item 5); `website` is its link when it has one. Its
 * coordinates are the place's own (the map link is drawn from them), never the person's.
 * A position needs both coordinates, so one without the other is left out.
 */
export function readPlaceItem(item: JsonObject, position: number): PlaceItem | undefined {
  const title = readText(item.title, LIMITS.title);
  if (!title) return undefined;
  const latitude = readCoordinate(item.latitude, 90);
  const longitude = readCoordinate(item.longitude, 180);
  const located = latitude !== undefined && longitude !== undefined;
  const rating = readRating(item.rating);
  return withoutUndefined<PlaceItem>({
    title,
    website: readUrl(item.website),
    address: readText(item.address, LIMITS.address),
    category: readText(item.category, LIMITS.label),
    rating,
    // A count of reviews without their rating says nothing.
    ratingCount: rating === undefined ? undefined : readCount(item.ratingCount),
    priceLevel: readText(item.priceLevel, LIMITS.short),
    // As displayed; telHref (lib/text/place-links.ts) makes the only link a phone number may become.
    phone: readText(item.phoneNumber, LIMITS.short) ?? readText(item.phone, LIMITS.short),
    latitude: located ? latitude : undefined,
    longitude: located ? longitude : undefined,
    cid: readDigits(item.cid),
    locationHint: readText(item.locationHint, LIMITS.label),
    thumbnailUrl: readUrl(item.thumbnailUrl),
    position,
  });
}

/** The `places` array of a places search. */
export function readPlaces(raw: readonly unknown[]): ReadItems<PlaceItem> {
  return readItems(raw, readPlaceItem);
}
