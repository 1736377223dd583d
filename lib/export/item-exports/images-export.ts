import { safeLinkUrl } from '../../text/safe-url';
import { defineItemExport, joined, pixelSize } from '../item-export';

type ImageColumn = 'link' | 'source' | 'width' | 'height' | 'imageUrl' | 'creator' | 'credit' | 'copyright';

/**
 * Images: "Title — Source, W×H", linked to the page the image is on. The picture's own
 * address is exported as a link (http too: a person may open it; only loading it needs https).
 */
export const IMAGES_EXPORT = defineItemExport<'images', ImageColumn>({
  heading: 'Images',
  columns: ['link', 'source', 'width', 'height', 'imageUrl', 'creator', 'credit', 'copyright'],
  values: (item) => ({
    link: safeLinkUrl(item.link),
    source: item.source,
    width: item.imageWidth,
    height: item.imageHeight,
    imageUrl: safeLinkUrl(item.imageUrl),
    creator: item.creator,
    credit: item.credit,
    copyright: item.copyright,
  }),
  details: (item) => [item.source, pixelSize(item.imageWidth, item.imageHeight)],
  // Who made it comes first where the service says: that is whom an image citation credits.
  citation: (item) => ({
    parts: [item.title, joined(item.creator, item.credit), item.source],
    link: safeLinkUrl(item.link),
  }),
});
