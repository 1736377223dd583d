import { numericId, token } from './ids';
import type {
  ImageItem,
  NewsItem,
  PatentItem,
  PlaceItem,
  ScholarItem,
  ShoppingItem,
  TypedItems,
  VideoItem,
} from './item-types';
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

/**
 * Google Scholar's id for a paper: its 64-bit cluster number, little-endian, then a byte 9, in
 * URL-safe base64 (12 characters) — so the extension can link to the works citing it.
 */
export function scholarId(text: string): string {
  let cluster = BigInt(numericId(`scholar:${text}`));
  const bytes = Buffer.alloc(9);
  for (let index = 0; index < 8; index += 1) {
    bytes[index] = Number(cluster & 0xffn);
    cluster >>= 8n;
  }
  bytes[8] = 9;
  return bytes.toString('base64url');
}

// Fields in the order recorded (recordings/apple-inc-scholar.json): no position.
const scholar: Builder<'scholar'> = ({ seed }): ScholarItem => ({
  title: seed.title,
  link: seed.link,
  publicationInfo: `${seed.authors} - ${seed.venue ? `${seed.venue}, ` : ''}${seed.year} - ${seed.site}`,
  snippet: seed.snippet,
  year: seed.year,
  citedBy: seed.citedBy,
  ...(seed.fullText && 'pdf' in seed.fullText && { pdfUrl: seed.fullText.pdf }),
  ...(seed.fullText && 'html' in seed.fullText && { htmlUrl: seed.fullText.html }),
  id: scholarId(seed.title),
});

/** A patent drawing's size: a portrait page, and its thumbnail. */
const FIGURE = [850, 1100] as const;
const FIGURE_THUMB = [170, 220] as const;

// Fields in the order recorded (recordings/apple-inc-patents.json): no position; a patent not
// (yet) granted has `grantDate: ""`; one without figures has no thumbnail and `figures: []`.
const patents: Builder<'patents'> = ({ seed, slug }, _position, context): PatentItem => {
  const figure = (index: number, [width, height]: readonly [number, number]) =>
    pictureUrl(context.imageOrigin, `patent-${slug}-${index + 1}`, width, height);
  const figures = Array.from({ length: seed.figures }, (_, index) => ({
    imageUrl: figure(index, FIGURE),
    thumbnailUrl: figure(index, FIGURE_THUMB),
  }));
  return {
    title: seed.title,
    snippet: seed.snippet,
    link: `https://patents.google.com/patent/${seed.number}/en`,
    priorityDate: seed.priority,
    filingDate: seed.filed,
    grantDate: seed.granted ?? '',
    publicationDate: seed.published,
    inventor: seed.inventor,
    assignee: seed.assignee,
    publicationNumber: seed.number,
    language: 'en',
    ...(figures[0] && { thumbnailUrl: figures[0].thumbnailUrl }),
    pdfUrl: `https://patentimages.storage.googleapis.com/pdfs/${seed.number}.pdf`,
    figures,
  };
};

export const ITEM_BUILDERS: { [T in ResultType]: Builder<T> } = {
  news,
  images,
  videos,
  places,
  shopping,
  scholar,
  patents,
};

export type { TypedCorpus };
