import { safeImageUrl, safeLinkUrl } from '../../text/safe-url';
import { citedDate } from '../citation-date';
import { defineItemExport, joined } from '../item-export';

/** News: "Title — Source, date"; the thumbnail only where the page would load it (https). */
export const NEWS_EXPORT = defineItemExport<'news', 'link' | 'source' | 'date' | 'snippet' | 'image'>({
  heading: 'News',
  columns: ['link', 'source', 'date', 'snippet', 'image'],
  values: (item) => ({
    link: safeLinkUrl(item.link),
    source: item.source,
    date: item.date,
    snippet: item.snippet,
    image: safeImageUrl(item.imageUrl),
  }),
  details: (item) => [item.source, item.date],
  citation: (item) => ({
    parts: [item.title, joined(item.source, citedDate(item.date))],
    link: safeLinkUrl(item.link),
  }),
});
