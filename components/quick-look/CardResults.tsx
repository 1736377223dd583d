import { typedList, siteLinkOf, type TypedList } from '../../lib/api/result-types';
import type { SearchResponse } from '../../lib/api/search-response';
import type { LinkTarget } from '../../lib/settings/settings-items';
import { displayHost, safeLinkUrl } from '../../lib/text/safe-url';
import { t } from '../../lib/i18n/messages';
import { ResultLink } from '../ResultLink';

/** How many results a card shows: the first few; the side panel has the rest. */
export const CARD_RESULTS = 5;

export interface CardResultsProps {
  response: SearchResponse;
  linkTarget: LinkTarget;
}

/**
 * The first results of an answer, of whatever type it is (the type table's list and the link
 * each type is judged by): each a link named by its title, its site, and one line of text — the
 * snippet, else an address or a source and price. The link opens at the snippet's passage.
 */
export function CardResults({ response, linkTarget }: CardResultsProps) {
  const list = typedList(response);
  // The type and its items are read from the same row of the table: the link reader fits the items.
  const linkOf: (item: TypedList['items'][number]) => string | undefined = siteLinkOf(list.type);
  const items: Array<TypedList['items'][number]> = list.items.slice(0, CARD_RESULTS);
  if (items.length === 0) return <p class="muted card-empty">{t('noResultsFor', response.query)}</p>;
  return (
    <ol id="card-results" class="card-results" aria-label={t('resultsLabel')}>
      {items.map((item, index) => {
        const href = safeLinkUrl(linkOf(item));
        const line = lineOf(item);
        return (
          <li key={index} class="card-result">
            <ResultLink url={href} linkTarget={linkTarget} passage={'snippet' in item ? item.snippet : undefined}>
              {item.title}
            </ResultLink>
            {href && <span class="card-host">{displayHost(href)}</span>}
            {line && <p class="card-line">{line}</p>}
          </li>
        );
      })}
    </ol>
  );
}

/** One line of text for an item of any type. */
function lineOf(item: TypedList['items'][number]): string | undefined {
  const fields = item as { snippet?: string; address?: string; source?: string; price?: string };
  return fields.snippet ?? fields.address ?? ([fields.source, fields.price].filter(Boolean).join(' · ') || undefined);
}
