import type { LensItem } from '../../lib/api/lens-item';
import { itemCitation } from '../../lib/export/item-citation';
import { t } from '../../lib/i18n/messages';
import { displayHost, safeLinkUrl } from '../../lib/text/safe-url';
import { MetaLine } from '../MetaLine';
import { RemoteImage } from '../RemoteImage';
import { ResultLink } from '../ResultLink';
import type { TypedListProps } from './typed-list-props';
import { TypedRow, TypedRows } from './TypedRow';

/**
 * Search by image's matches (issue 41): each page's title (a link to it), its site, a price where
 * the match is a product, the image on it that matched (a link, so nothing more is loaded than the
 * thumbnail), and the thumbnail (https only, lazy, no referrer: RemoteImage).
 */
export function LensList({ items, linkTarget, onSiteAction }: TypedListProps<LensItem>) {
  return (
    <TypedRows kind="lens">
      {items.map(({ item, standing }) => {
        const site = item.source ?? displayHost(safeLinkUrl(item.link) ?? '');
        const matched = safeLinkUrl(item.imageUrl);
        return (
          <TypedRow
            type="lens"
            key={`${item.position}:${item.link}`}
            title={item.title}
            link={item.link}
            standing={standing}
            linkTarget={linkTarget}
            onSiteAction={onSiteAction}
            citation={() => itemCitation('lens', item, new Date())}
            thumbnail={<RemoteImage src={item.thumbnailUrl} alt="" width={72} height={72} class="typed-thumb" />}
          >
            <MetaLine class="result-meta">
              {site && <span class="result-host">{site}</span>}
              {item.price && <span>{item.price}</span>}
            </MetaLine>
            {matched && (
              <p class="result-meta item-links">
                <ResultLink url={matched} linkTarget={linkTarget}>
                  <span aria-hidden="true">{t('matchedImageLink')}</span>
                  <span class="visually-hidden">{t('matchedImageOf', item.title)}</span>
                </ResultLink>
              </p>
            )}
          </TypedRow>
        );
      })}
    </TypedRows>
  );
}
