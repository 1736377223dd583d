import { safeImageUrl, safeLinkUrl } from '../../text/safe-url';
import { defineItemExport, joined, ratingText } from '../item-export';

type ShoppingColumn = 'link' | 'price' | 'merchant' | 'rating' | 'ratingCount' | 'delivery' | 'offers' | 'image';

/** Shopping: "Title — price, merchant, rating (count), delivery". */
export const SHOPPING_EXPORT = defineItemExport<'shopping', ShoppingColumn>({
  heading: 'Shopping',
  columns: ['link', 'price', 'merchant', 'rating', 'ratingCount', 'delivery', 'offers', 'image'],
  values: (item) => ({
    link: safeLinkUrl(item.link),
    price: item.price,
    merchant: item.source,
    rating: item.rating,
    ratingCount: item.ratingCount,
    delivery: item.delivery,
    offers: item.offers,
    image: safeImageUrl(item.imageUrl),
  }),
  details: (item) => [item.price, item.source, ratingText(item.rating, item.ratingCount), item.delivery],
  citation: (item) => ({ parts: [item.title, joined(item.source, item.price)], link: safeLinkUrl(item.link) }),
});
