import { safeImageUrl, safeLinkUrl } from '../../text/safe-url';
import { defineItemExport } from '../item-export';

type LensColumn = 'link' | 'source' | 'price' | 'imageUrl' | 'thumbnail';

/**
 * Search by image: "Title — Source, price", linked to the page the match is on; the picture
 * that matched as a link (a person may open it), its thumbnail where it could load (https).
 */
export const LENS_EXPORT = defineItemExport<'lens', LensColumn>({
  heading: 'Image matches',
  columns: ['link', 'source', 'price', 'imageUrl', 'thumbnail'],
  values: (item) => ({
    link: safeLinkUrl(item.link),
    source: item.source,
    price: item.price,
    imageUrl: safeLinkUrl(item.imageUrl),
    thumbnail: safeImageUrl(item.thumbnailUrl),
  }),
  details: (item) => [item.source, item.price],
  citation: (item) => ({ parts: [item.title, item.source], link: safeLinkUrl(item.link) }),
});
