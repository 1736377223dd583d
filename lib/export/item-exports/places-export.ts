import { mapLink } from '../../text/place-links';
import { safeLinkUrl } from '../../text/safe-url';
import { defineItemExport, joined, ratingText } from '../item-export';

type PlaceColumn =
  | 'website'
  | 'category'
  | 'rating'
  | 'ratingCount'
  | 'priceLevel'
  | 'address'
  | 'phone'
  | 'latitude'
  | 'longitude'
  | 'map';

/**
 * Places: "Title — category, rating (count), address, phone, Map", the title linked to the
 * website where there is one. The map link is the view's (mapLink): the place's own position only.
 */
export const PLACES_EXPORT = defineItemExport<'places', PlaceColumn>({
  heading: 'Places',
  columns: [
    'website',
    'category',
    'rating',
    'ratingCount',
    'priceLevel',
    'address',
    'phone',
    'latitude',
    'longitude',
    'map',
  ],
  values: (place) => ({
    website: safeLinkUrl(place.website),
    category: place.category,
    rating: place.rating,
    ratingCount: place.ratingCount,
    priceLevel: place.priceLevel,
    address: place.address,
    phone: place.phone,
    latitude: place.latitude,
    longitude: place.longitude,
    map: mapLink(place),
  }),
  details: (place) => {
    const map = mapLink(place);
    return [
      place.category,
      ratingText(place.rating, place.ratingCount),
      place.address,
      place.phone,
      map && { label: 'Map', link: map },
    ];
  },
  // A place without a website is cited by where it is.
  citation: (place) => ({
    parts: [place.title, joined(place.category, place.address)],
    link: safeLinkUrl(place.website) ?? mapLink(place),
  }),
});
