import { readDate, readText, readUrl, withoutUndefined, type JsonObject } from '../read-fields';
import { LIMITS, type VideoItem } from '../search-response';
import { readItems, type ReadItems } from './read-items';

/**
 * One video: title and link required. Channel pages come in the same list with nothing
 * else (recordings/apple-inc-videos.json, items 1, 7 and 8), so every other field is optional.
 */
export function readVideoItem(item: JsonObject, position: number): VideoItem | undefined {
  const title = readText(item.title, LIMITS.title);
  const link = readUrl(item.link);
  if (!title || !link) return undefined;
  return withoutUndefined<VideoItem>({
    title,
    link,
    snippet: readText(item.snippet, LIMITS.snippet),
    imageUrl: readUrl(item.imageUrl),
    duration: readText(item.duration, LIMITS.short),
    channel: readText(item.channel, LIMITS.label),
    source: readText(item.source, LIMITS.label),
    date: readDate(item.date),
    position,
  });
}

/** The `videos` array of a video search. */
export function readVideos(raw: readonly unknown[]): ReadItems<VideoItem> {
  return readItems(raw, readVideoItem);
}
