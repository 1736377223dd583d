import * as z from 'zod/mini';
import { compact } from '../../text/tolerant';
import { pixels, position, requiredText, requiredUrl, text, url } from '../field-schemas';
import { LIMITS } from '../limits';
import { readItems, type Ranked, type ReadItems } from './read-items';
import { deferredSchema } from '../../text/deferred-schema';

/**
 * One image: a title (its alt text) and the page it is on (`link`) required; the picture
 * (`imageUrl`) and its thumbnail with the sizes the service gives (so a grid can reserve the
 * space before they load), the site it is from as the service names it ("Wikipedia"), and
 * who made the picture and who licenses it when the service says (recorded on stock photos).
 */
export const imageItemSchema = deferredSchema(() =>
  compact(
    z.object({
      title: requiredText(LIMITS.title),
      link: requiredUrl,
      imageUrl: url,
      imageWidth: pixels,
      imageHeight: pixels,
      thumbnailUrl: url,
      thumbnailWidth: pixels,
      thumbnailHeight: pixels,
      source: text(LIMITS.label),
      domain: text(LIMITS.label),
      creator: text(LIMITS.label),
      credit: text(LIMITS.label),
      copyright: text(LIMITS.label),
      position,
    }),
  ),
);

/** An image (the images search type): `link` is the page it is on, `imageUrl` the picture itself. */
export type ImageItem = Ranked<z.output<typeof imageItemSchema>>;

/** The `images` array of an image search. */
export function readImages(raw: readonly unknown[]): ReadItems<ImageItem> {
  return readItems(raw, imageItemSchema);
}
