import * as z from 'zod/mini';
import { compact } from '../../text/tolerant';
import { date, position, requiredText, requiredUrl, text, url } from '../field-schemas';
import { LIMITS } from '../limits';
import { readItems, type Ranked, type ReadItems } from './read-items';
import { deferredSchema } from '../../text/deferred-schema';

/**
 * One video: title and link required. Channel pages come in the same list with nothing
 * else (recordings/apple-inc-videos.json, items 1, 7 and 8), so every other field is optional.
 */
export const videoItemSchema = deferredSchema(() =>
  compact(
    z.object({
      title: requiredText(LIMITS.title),
      link: requiredUrl,
      snippet: text(LIMITS.snippet),
      imageUrl: url,
      /** As the service writes it ("12:34"). */
      duration: text(LIMITS.short),
      channel: text(LIMITS.label),
      source: text(LIMITS.label),
      date,
      position,
    }),
  ),
);

/** A video (the videos search type). */
export type VideoItem = Ranked<z.output<typeof videoItemSchema>>;

/** The `videos` array of a video search. */
export function readVideos(raw: readonly unknown[]): ReadItems<VideoItem> {
  return readItems(raw, videoItemSchema);
}
