import { safeImageUrl, safeLinkUrl } from '../../text/safe-url';
import { citedDate } from '../citation-date';
import { defineItemExport, joined } from '../item-export';

type VideoColumn = 'link' | 'channel' | 'source' | 'duration' | 'date' | 'snippet' | 'thumbnail';

/** Videos: "Title — channel (or source), duration, date". */
export const VIDEOS_EXPORT = defineItemExport<'videos', VideoColumn>({
  heading: 'Videos',
  columns: ['link', 'channel', 'source', 'duration', 'date', 'snippet', 'thumbnail'],
  values: (item) => ({
    link: safeLinkUrl(item.link),
    channel: item.channel,
    source: item.source,
    duration: item.duration,
    date: item.date,
    snippet: item.snippet,
    thumbnail: safeImageUrl(item.imageUrl),
  }),
  details: (item) => [item.channel ?? item.source, item.duration, item.date],
  citation: (item) => ({
    parts: [item.title, joined(item.channel, item.source, citedDate(item.date))],
    link: safeLinkUrl(item.link),
  }),
});
