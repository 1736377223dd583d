import type { NewsItem } from '../../lib/api/search-response';
import { t } from '../../lib/i18n/messages';
import { onResultListKeyDown } from '../../lib/ui/use-result-keyboard-nav';
import { RemoteImage } from '../RemoteImage';
import { MetaSeparator, ResultDate } from '../ResultDate';
import { ItemHead } from './ItemHead';
import { itemCitation } from '../../lib/export/citation';
import type { TypedListProps } from './typed-list-props';

/** News: each article's title, source and date (the service's own words when it gives words), snippet, thumbnail. */
export function NewsList({ items, linkTarget, onSiteAction }: TypedListProps<NewsItem>) {
  return (
    <ol class="result-list typed-list news-list" aria-label={t('resultsLabel')} onKeyDown={onResultListKeyDown}>
      {items.map(({ item, standing }) => (
        <li key={`${item.position}:${item.link}`} class={standing === 'neutral' ? 'result' : `result ${standing}`}>
          <div class="typed-body">
            <ItemHead
              title={item.title}
              link={item.link}
              standing={standing}
              linkTarget={linkTarget}
              onSiteAction={onSiteAction}
              citation={() => itemCitation('news', item, new Date())}
            />
            {(item.source || item.date) && (
              <div class="result-meta">
                {item.source && <span class="result-host">{item.source}</span>}
                {item.source && item.date && <MetaSeparator />}
                <ResultDate date={item.date} />
              </div>
            )}
            {item.snippet && <p class="result-snippet">{item.snippet}</p>}
          </div>
          <RemoteImage src={item.imageUrl} alt="" width={72} height={72} class="typed-thumb" />
        </li>
      ))}
    </ol>
  );
}
