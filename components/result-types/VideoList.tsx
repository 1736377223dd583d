import type { VideoItem } from '../../lib/api/search-response';
import { t } from '../../lib/i18n/messages';
import { onResultListKeyDown } from '../../lib/ui/use-result-keyboard-nav';
import { RemoteImage } from '../RemoteImage';
import { MetaSeparator, ResultDate } from '../ResultDate';
import { ItemHead } from './ItemHead';
import { itemCitation } from '../../lib/export/citation';
import type { TypedListProps } from './typed-list-props';

/** Videos: thumbnail with its duration, title, channel or source, date, snippet. */
export function VideoList({ items, linkTarget, onSiteAction }: TypedListProps<VideoItem>) {
  return (
    <ol class="result-list typed-list video-list" aria-label={t('resultsLabel')} onKeyDown={onResultListKeyDown}>
      {items.map(({ item, standing }) => {
        const by = item.channel ?? item.source;
        return (
          <li key={`${item.position}:${item.link}`} class={standing === 'neutral' ? 'result' : `result ${standing}`}>
            <div class="typed-body">
              <ItemHead
                title={item.title}
                link={item.link}
                standing={standing}
                linkTarget={linkTarget}
                onSiteAction={onSiteAction}
                citation={() => itemCitation('videos', item, new Date())}
              />
              {(by || item.date || item.duration) && (
                <div class="result-meta">
                  {item.duration && <span class="video-duration">{t('videoDuration', item.duration)}</span>}
                  {item.duration && (by || item.date) && <MetaSeparator />}
                  {by && <span class="result-host">{by}</span>}
                  {by && item.date && <MetaSeparator />}
                  <ResultDate date={item.date} />
                </div>
              )}
              {item.snippet && <p class="result-snippet">{item.snippet}</p>}
            </div>
            <RemoteImage src={item.imageUrl} alt="" width={112} height={63} class="typed-thumb" />
          </li>
        );
      })}
    </ol>
  );
}
