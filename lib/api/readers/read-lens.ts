import * as z from 'zod/mini';
import { readText, readUrl, withoutUndefined } from '../read-fields';
import type { LensItem } from '../lens-item';
import { LIMITS } from '../search-response';
import { readItems, type ReadItems } from './read-items';

// zod/mini, the tree-shakable form of zod's API: the worker parses every answer on a cold start.

/** A field that is dropped alone when it is not what it should be: one odd field never costs the match. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const text = optional(z.string());
/** A price as a text ("$29.99"), or as some callers of similar services read it, `{ value }`. */
const price = optional(
  z.union([
    z.string(),
    z.pipe(
      z.object({ value: z.string() }),
      z.transform(({ value }) => value),
    ),
  ]),
);

/**
 * One match as the live service's `POST /lens` sends it, as far as we read it (issue 41). No
 * answer of it has been recorded in public (test/search-api/README.md), so the names its public
 * callers read are all taken: `link` (some read `url`), `title`, `source`, `thumbnailUrl` (SerpApi's
 * Lens: `thumbnail`), `imageUrl` (`image`) and `price`. Unknown fields are ignored.
 */
export const lensMatchSchema = z.looseObject({
  title: text,
  link: text,
  url: text,
  source: text,
  thumbnailUrl: text,
  thumbnail: text,
  imageUrl: text,
  image: text,
  price,
});
export type RawLensMatch = z.infer<typeof lensMatchSchema>;

/**
 * One match: a title and the page it is on required; every text cleaned and capped, every address
 * as sent (whether it may be a link or a picture is decided where it renders); `position` its rank.
 */
export function readLensItem(raw: unknown, position: number): LensItem | undefined {
  const parsed = lensMatchSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const match: RawLensMatch = parsed.data;
  const title = readText(match.title, LIMITS.title);
  const link = readUrl(match.link) ?? readUrl(match.url);
  if (!title || !link) return undefined;
  return withoutUndefined<LensItem>({
    title,
    link,
    source: readText(match.source, LIMITS.label),
    thumbnailUrl: readUrl(match.thumbnailUrl) ?? readUrl(match.thumbnail),
    imageUrl: readUrl(match.imageUrl) ?? readUrl(match.image),
    price: readText(match.price, LIMITS.short),
    position,
  });
}

/** The matches of a search by image (the answer's `organic`, else its `visual_matches`). */
export function readLens(raw: readonly unknown[]): ReadItems<LensItem> {
  return readItems(raw, readLensItem);
}
