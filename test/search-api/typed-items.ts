import { numericId, token } from './ids';
import type { ImageItem, NewsItem, PlaceItem, ShoppingItem, TypedItems, VideoItem } from './item-types';
import { liveDate } from './live-shape';
import type { IndexedEntry, TypedCorpus } from './typed-corpus';
import type { ResultType } from './search-types';

/** How items are written for one answer. */
export interface ItemContext {
  /** The origin serving /thumbs/: the HTTPS listener with `tls: true`, else the main (http) one. */
  imageOrigin: string;
  /** ISO 8601 (spec mode) or words (live mode: "3 days ago"). */
  dates: 'iso' | 'words';
  now: number;
}

/** The URL of a picture the server draws itself, exactly `width`×`height` pixels. */
export function pictureUrl(origin: string, name: string, width: number, height: number): string {
  return `${origin}/thumbs/${name}-${width}x${height}.png`;
}

/**
 * A thumbnail of about 50,000 pixels with the image's proportions, as image search serves them
 * (3:2 → 275×183, 16:9 → 299×168, 1:1 → 224×224, 9:16 → 168×299).
 */
export function thumbnailSize(width: number, height: number): [number, number] {
  const aspect = width / height;
  const thumbHeight = Math.round(Math.sqrt(50_300 / aspect));
  return [Math.round(thumbHeight * aspect), thumbHeight];
}

const dateOf = (iso: string | undefined, context: ItemContext): string =>
  context.dates === 'iso' || iso === undefined ? (iso ?? '') : liveDate(iso, context.now);

const hostOf = (url: string): string => new URL(url).hostname;

type Builder<T extends ResultType> = (entry: IndexedEntry<T>, position: number, context: ItemContext) => TypedItems[T];

const news: Builder<'news'> = ({ seed, slug, date }, position, context): NewsItem => ({
  title: seed.title,
  link: seed.link,
  snippet: seed.snippet,
  date: dateOf(date, context),
  source: seed.source,
  imageUrl: pictureUrl(context.imageOrigin, `news-${slug}`, 300, 168),
  position,
});

const images: Builder<'images'> = ({ seed, slug }, position, context): ImageItem => {
  const [thumbnailWidth, thumbnailHeight] = thumbnailSize(seed.width, seed.height);
  const imageUrl = pictureUrl(context.imageOrigin, `image-${slug}`, seed.width, seed.height);
  return {
    title: seed.title,
    imageUrl,
    imageWidth: seed.width,
    imageHeight: seed.height,
    thumbnailUrl: pictureUrl(context.imageOrigin, `image-${slug}`, thumbnailWidth, thumbnailHeight),
    thumbnailWidth,
    thumbnailHeight,
    source: seed.source,
    domain: hostOf(seed.link),
    link: seed.link,
    // Most live image results carry Google's viewer URL; some do not.
    ...(position % 4 !== 0 && { googleUrl: googleViewerUrl(imageUrl, seed.link, slug, seed.width, seed.height) }),
    position,
  };
};

function googleViewerUrl(imageUrl: string, page: string, slug: string, width: number, height: number): string {
  const query = new URLSearchParams({
    imgurl: imageUrl,
    tbnid: token(`tbn:${slug}`),
    imgrefurl: page,
    docid: token(`doc:${page}`),
    w: String(width),
    h: String(height),
  });
  return `https://www.google.com/imgres?${query.toString()}`;
}

const videos: Builder<'videos'> = ({ seed, slug, date }, position, context): VideoItem => ({
  title: seed.title,
  link: seed.link,
  snippet: seed.snippet,
  imageUrl: pictureUrl(context.imageOrigin, `video-${slug}`, 300, 168),
  duration: seed.duration,
  source: hostOf(seed.link).endsWith('youtube.com') ? 'YouTube' : hostOf(seed.link),
  channel: seed.channel,
  date: dateOf(date, context),
  position,
});

const places: Builder<'places'> = ({ seed }, position): PlaceItem => ({
  position,
  title: seed.title,
  address: seed.address,
  latitude: seed.latitude,
  longitude: seed.longitude,
  rating: seed.rating,
  ratingCount: seed.ratingCount,
  ...(seed.priceLevel !== undefined && { priceLevel: seed.priceLevel }),
  category: seed.category,
  ...(seed.phoneNumber !== undefined && { phoneNumber: seed.phoneNumber }),
  ...(seed.website !== undefined && { website: seed.website }),
  cid: numericId(`cid:${seed.title}:${seed.address}`),
});

const shopping: Builder<'shopping'> = ({ seed, slug }, position, context): ShoppingItem => ({
  title: seed.title,
  source: seed.source,
  link: seed.link,
  price: seed.price,
  delivery: seed.delivery,
  imageUrl: pictureUrl(context.imageOrigin, `product-${slug}`, 225, 225),
  ...(seed.rating !== undefined && { rating: seed.rating }),
  ...(seed.ratingCount !== undefined && { ratingCount: seed.ratingCount }),
  // As recorded from the live service: products offered by several sellers carry both.
  ...(seed.offers !== undefined && { offers: seed.offers, productId: numericId(`product:${seed.title}`) }),
  position,
});

export const ITEM_BUILDERS: { [T in ResultType]: Builder<T> } = { news, images, videos, places, shopping };

export type { TypedCorpus };
