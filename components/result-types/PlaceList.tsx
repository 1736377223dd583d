import type { PlaceItem } from '../../lib/api/search-response';
import { t } from '../../lib/i18n/messages';
import { mapLink, telHref } from '../../lib/text/place-links';
import { ResultLink } from '../ResultLink';
import { MetaLine } from '../MetaLine';
import { TypedRow, TypedRows } from './TypedRow';
import { itemCitation } from '../../lib/export/item-citation';
import { ItemRating } from './ItemRating';
import type { TypedListProps } from './typed-list-props';

/**
 * Places: the name (a link to the place's website when it has one), category, rating with
 * count, price level, address, the phone as a `tel:` link, and a **Map** link at the place's
 * own coordinates. Nothing about the person's own location is sent or shown.
 */
export function PlaceList({ items, linkTarget, onSiteAction }: TypedListProps<PlaceItem>) {
  return (
    <TypedRows kind="place">
      {items.map(({ item, standing }) => {
        const tel = telHref(item.phone);
        const map = mapLink(item);
        return (
          <TypedRow
            type="places"
            key={`${item.position}:${item.cid ?? item.title}`}
            title={item.title}
            link={item.website}
            standing={standing}
            linkTarget={linkTarget}
            onSiteAction={onSiteAction}
            citation={() => itemCitation('places', item, new Date())}
          >
            {(item.category || item.rating !== undefined || item.priceLevel) && (
              <p class="result-facts">
                {item.category && <span>{item.category}</span>}
                <ItemRating rating={item.rating} count={item.ratingCount} />
                {item.priceLevel && <span>{item.priceLevel}</span>}
              </p>
            )}
            {item.address && <p class="place-address">{item.address}</p>}
            <MetaLine tag="p" class="result-meta place-links">
              {item.phone &&
                (tel ? (
                  // Opened like every other link (in a private window, in that window).
                  <ResultLink url={tel} call linkTarget={linkTarget} label={t('callPlace', item.phone)}>
                    {item.phone}
                  </ResultLink>
                ) : (
                  <span>{item.phone}</span>
                ))}
              {map && (
                <ResultLink url={map} linkTarget={linkTarget}>
                  {t('placeMap')}
                </ResultLink>
              )}
            </MetaLine>
          </TypedRow>
        );
      })}
    </TypedRows>
  );
}
