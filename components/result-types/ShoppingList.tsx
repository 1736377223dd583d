import type { ShoppingItem } from '../../lib/api/search-response';
import { t } from '../../lib/i18n/messages';
import { onResultListKeyDown } from '../../lib/ui/use-result-keyboard-nav';
import { RemoteImage } from '../RemoteImage';
import { MetaSeparator } from '../ResultDate';
import { ItemHead } from './ItemHead';
import { itemCitation } from '../../lib/export/citation';
import { ItemRating } from './ItemRating';
import type { TypedListProps } from './typed-list-props';

/** Shopping: each offer's title, price, merchant, rating with count, delivery, picture. */
export function ShoppingList({ items, linkTarget, onSiteAction }: TypedListProps<ShoppingItem>) {
  return (
    <ol class="result-list typed-list shopping-list" aria-label={t('resultsLabel')} onKeyDown={onResultListKeyDown}>
      {items.map(({ item, standing }) => (
        <li key={`${item.position}:${item.link}`} class={standing === 'neutral' ? 'result' : `result ${standing}`}>
          <div class="typed-body">
            <ItemHead
              title={item.title}
              link={item.link}
              standing={standing}
              linkTarget={linkTarget}
              onSiteAction={onSiteAction}
              citation={() => itemCitation('shopping', item, new Date())}
            />
            <p class="result-facts">
              {item.price && <span class="result-price">{item.price}</span>}
              {item.price && item.source && <MetaSeparator />}
              {item.source && <span class="result-host">{item.source}</span>}
              <ItemRating rating={item.rating} count={item.ratingCount} />
            </p>
            {(item.delivery || item.offers) && (
              <p class="result-meta">
                {item.delivery && <span>{item.delivery}</span>}
                {item.delivery && item.offers && <MetaSeparator />}
                {item.offers && <span>{t('shoppingOffers', item.offers)}</span>}
              </p>
            )}
          </div>
          <RemoteImage src={item.imageUrl} alt="" width={72} height={72} class="typed-thumb" />
        </li>
      ))}
    </ol>
  );
}
