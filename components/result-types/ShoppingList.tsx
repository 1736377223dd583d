import type { ShoppingItem } from '../../lib/api/search-response';
import { itemCitation } from '../../lib/export/item-citation';
import { t } from '../../lib/i18n/messages';
import { RemoteImage } from '../RemoteImage';
import { joinParts, MetaLine } from '../MetaLine';
import { ItemRating } from './ItemRating';
import type { TypedListProps } from './typed-list-props';
import { TypedRow, TypedRows } from './TypedRow';

/** Shopping: each offer's title, price, merchant, rating with count, delivery, picture. */
export function ShoppingList({ items, linkTarget, onSiteAction }: TypedListProps<ShoppingItem>) {
  return (
    <TypedRows kind="shopping">
      {items.map(({ item, standing }) => (
        <TypedRow
          type="shopping"
          key={`${item.position}:${item.link}`}
          title={item.title}
          link={item.link}
          standing={standing}
          linkTarget={linkTarget}
          onSiteAction={onSiteAction}
          citation={() => itemCitation('shopping', item, new Date())}
          thumbnail={<RemoteImage src={item.imageUrl} alt="" width={72} height={72} class="typed-thumb" />}
        >
          <p class="result-facts">
            {joinParts([
              item.price && <span class="result-price">{item.price}</span>,
              item.source && <span class="result-host">{item.source}</span>,
            ])}
            <ItemRating rating={item.rating} count={item.ratingCount} />
          </p>
          <MetaLine tag="p" class="result-meta">
            {item.delivery && <span>{item.delivery}</span>}
            {item.offers && <span>{t('shoppingOffers', item.offers)}</span>}
          </MetaLine>
        </TypedRow>
      ))}
    </TypedRows>
  );
}
