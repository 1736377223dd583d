import { readPixels, readText, readUrl, withoutUndefined, type JsonObject } from '../read-fields';
import { LIMITS, type ImageItem } from '../search-response';
import { readItems, type ReadItems } from './read-items';

/**
 * One image: a title (its alt text) and the page it is on (`link`) required; the picture
 * and its thumbnail with the sizes the service gives (so a grid can reserve the space before
 * they load), where it is from, and who made it when the service says.
 */
export function readImageItem(item: JsonObject, position: number): ImageItem | undefined {
  const title = readText(item.title, LIMITS.title);
  const link = readUrl(item.link);
  if (!title || !link) return undefined;
  return withoutUndefined<ImageItem>({
    title,
    link,
    imageUrl: readUrl(item.imageUrl),
    imageWidth: readPixels(item.imageWidth),
    imageHeight: readPixels(item.imageHeight),
    thumbnailUrl: readUrl(item.thumbnailUrl),
    thumbnailWidth: readPixels(item.thumbnailWidth),
    thumbnailHeight: readPixels(item.thumbnailHeight),
    source: readText(item.source, LIMITS.label),
    domain: readText(item.domain, LIMITS.label),
    creator: readText(item.creator, LIMITS.label),
    credit: readText(item.credit, LIMITS.label),
    copyright: readText(item.copyright, LIMITS.label),
    position,
  });
}

/** The `images` array of an image search. */
export function readImages(raw: readonly unknown[]): ReadItems<ImageItem> {
  return readItems(raw, readImageItem);
}
