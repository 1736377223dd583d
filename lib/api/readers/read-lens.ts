import * as z from 'zod/mini';
import { withoutUndefined } from '../../text/tolerant';
import { position, text, url } from '../field-schemas';
import type { LensItem } from '../lens-item';
import { LIMITS } from '../limits';
import { readItems, type ReadItems } from './read-items';
import { deferredSchema } from '../../text/deferred-schema';

/** A price as a text ("$29.99"), or as some callers of similar services read it, `{ value }`. */
const price = deferredSchema(() =>
  z.union([
    z.pipe(
      z.object({ value: z.string() }),
      z.transform(({ value }) => z.safeParse(text(LIMITS.short), value).data),
    ),
    // Last, because it reads anything (what is not a text reads as none).
    text(LIMITS.short),
  ]),
);

/**
 * One match as the live service's `POST /lens` sends it, as far as we read it (issue 41). No
 * answer of it has been recorded in public (test/search-api/README.md), so the names its public
 * callers read are all taken: `link` (some read `url`), `title`, `source`, `thumbnailUrl` (SerpApi's
 * Lens: `thumbnail`), `imageUrl` (`image`) and `price`. Unknown fields are ignored; each field
 * that is not what it should be is dropped alone.
 */
export const lensMatchSchema = deferredSchema(() =>
  z.object({
    title: text(LIMITS.title),
    link: url,
    url,
    source: text(LIMITS.label),
    thumbnailUrl: url,
    thumbnail: url,
    imageUrl: url,
    image: url,
    price,
    position,
  }),
);

/**
 * One match: a title and the page it is on required (without them it does not read); every
 * text cleaned and capped, every address as sent (whether it may be a link or a picture is
 * decided where it renders).
 */
export const lensItemSchema = deferredSchema(() =>
  z.pipe(
    lensMatchSchema,
    z.transform((match, context): Omit<LensItem, 'position'> & { position?: number } => {
      const link = match.link ?? match.url;
      if (!match.title || !link) {
        context.issues.push({ code: 'custom', message: 'a match needs a title and a link', input: match });
        return z.NEVER;
      }
      return withoutUndefined({
        title: match.title,
        link,
        source: match.source,
        thumbnailUrl: match.thumbnailUrl ?? match.thumbnail,
        imageUrl: match.imageUrl ?? match.image,
        price: match.price,
        position: match.position,
      });
    }),
  ),
);

/** The matches of a search by image (the answer's `organic`, else its `visual_matches`). */
export function readLens(raw: readonly unknown[]): ReadItems<LensItem> {
  return readItems(raw, lensItemSchema);
}
