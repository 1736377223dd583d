import type { VideoItem } from '../../lib/api/search-response';
import { itemCitation } from '../../lib/export/item-citation';
import { t } from '../../lib/i18n/messages';
import { RemoteImage } from '../RemoteImage';
import { ResultDate } from '../ResultDate';
import { MetaLine } from '../MetaLine';
import type { TypedListProps } from './typed-list-props';
import { TypedRow, TypedRows } from './TypedRow';

/** Videos: thumbnail with its duration, title, channel or source, date, snippet. */
export function VideoList({ items, linkTarget, onSiteAction }: TypedListProps<VideoItem>) {
  return (
    <TypedRows kind="video">
      {items.map(({ item, standing }) => {
        const by = item.channel ?? item.source;
        return (
          <TypedRow
            type="videos"
            key={`${item.position}:${item.link}`}
            title={item.title}
            link={item.link}
            standing={standing}
            linkTarget={linkTarget}
            onSiteAction={onSiteAction}
            citation={() => itemCitation('videos', item, new Date())}
            thumbnail={<RemoteImage src={item.imageUrl} alt="" width={112} height={63} class="typed-thumb" />}
          >
            <MetaLine class="result-meta">
              {item.duration && <span class="video-duration">{t('videoDuration', item.duration)}</span>}
              {by && <span class="result-host">{by}</span>}
              {item.date && <ResultDate date={item.date} />}
            </MetaLine>
            {item.snippet && <p class="result-snippet">{item.snippet}</p>}
          </TypedRow>
        );
      })}
    </TypedRows>
  );
}
