import type { ImageItem } from '../../lib/api/search-response';
import { t } from '../../lib/i18n/messages';
import { formatNumber } from '../../lib/ui/format';
import { safeImageUrl } from '../../lib/text/safe-url';
import { onResultGridKeyDown } from '../../lib/ui/grid-keyboard-nav';
import { RESULT_LINK_CLASS } from '../../lib/ui/use-result-keyboard-nav';
import { RemoteImage } from '../RemoteImage';
import { ResultLink } from '../ResultLink';
import { SelectBox } from '../SelectBox';
import type { TypedListProps } from './typed-list-props';

/** The tile's picture box: the thumbnail scaled into it keeping its shape, so the grid never jumps. */
const TILE = 104;

function tileSize(item: ImageItem): { width: number; height: number } {
  const width = item.thumbnailWidth ?? item.imageWidth;
  const height = item.thumbnailHeight ?? item.imageHeight;
  if (!width || !height) return { width: TILE, height: TILE };
  const scale = Math.min(TILE / width, TILE / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Images, as a grid: each tile a link to the image's page holding its thumbnail (https only,
 * no referrer, loaded lazily, sized from the answer so nothing moves as they come, alt from
 * the title), with its source and pixel size. Arrow keys move in the grid; Enter opens.
 */
export function ImageGrid({ items, linkTarget }: TypedListProps<ImageItem>) {
  return (
    <ol class="result-list image-grid" aria-label={t('resultsLabel')} onKeyDown={onResultGridKeyDown}>
      {items.map(({ item, standing }) => {
        const size = tileSize(item);
        const picture = item.thumbnailUrl ?? item.imageUrl;
        // The link is named by its title once: by the picture's alt when there is a picture.
        const titleHidden = safeImageUrl(picture) !== undefined;
        const pixels =
          item.imageWidth && item.imageHeight
            ? t('imagePixels', formatNumber(item.imageWidth), formatNumber(item.imageHeight))
            : undefined;
        return (
          <li
            key={`${item.position}:${item.link}`}
            class={standing === 'neutral' ? 'image-tile' : `image-tile ${standing}`}
          >
            <ResultLink url={item.link} linkTarget={linkTarget} class={`${RESULT_LINK_CLASS} image-link`}>
              <span class="image-box">
                <RemoteImage src={picture} alt={item.title} width={size.width} height={size.height} />
              </span>
              <span class="image-title" aria-hidden={titleHidden ? 'true' : undefined}>
                {item.title}
              </span>
            </ResultLink>
            <span class="image-meta">
              <SelectBox title={item.title} link={item.link} />
              {(item.source ?? item.domain) && <span class="image-source">{item.source ?? item.domain}</span>}
              {pixels && <span class="image-pixels">{pixels}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
