import type { NewsItem } from '../../lib/api/search-response';
import { itemCitation } from '../../lib/export/item-citation';
import { RemoteImage } from '../RemoteImage';
import { ResultDate } from '../ResultDate';
import { MetaLine } from '../MetaLine';
import type { TypedListProps } from './typed-list-props';
import { TypedRow, TypedRows } from './TypedRow';

/** News: each article's title, source and date (the service's own words when it gives words), snippet, thumbnail. */
export function NewsList({ items, linkTarget, onSiteAction }: TypedListProps<NewsItem>) {
  return (
    <TypedRows kind="news">
      {items.map(({ item, standing }) => (
        <TypedRow
          type="news"
          key={`${item.position}:${item.link}`}
          title={item.title}
          link={item.link}
          standing={standing}
          linkTarget={linkTarget}
          onSiteAction={onSiteAction}
          citation={() => itemCitation('news', item, new Date())}
          passage={item.snippet}
          thumbnail={<RemoteImage src={item.imageUrl} alt="" width={72} height={72} class="typed-thumb" />}
        >
          <MetaLine class="result-meta">
            {item.source && <span class="result-host">{item.source}</span>}
            {item.date && <ResultDate date={item.date} />}
          </MetaLine>
          {item.snippet && <p class="result-snippet">{item.snippet}</p>}
        </TypedRow>
      ))}
    </TypedRows>
  );
}
