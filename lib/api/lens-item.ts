/**
 * A match of search by image (the live service's `POST /lens`): a page where the image, or one
 * like it, appears. `link` is that page, `imageUrl` the picture on it that matched,
 * `thumbnailUrl` a small copy of it (only ever loaded over https, with no referrer).
 */
export type LensItem = {
  title: string;
  link: string;
  /** The site it is on, as the service names it ("Wikipedia"), else its host. */
  source?: string;
  thumbnailUrl?: string;
  imageUrl?: string;
  /** A price, where the match is a product the service priced ("$29.99"). */
  price?: string;
  position: number;
};
