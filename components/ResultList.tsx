import type { OrganicResult } from '../lib/api/search-response';
import type { LinkTarget } from '../lib/settings/settings-items';
import { onResultListKeyDown } from '../lib/ui/use-result-keyboard-nav';
import { ResultItem } from './ResultItem';
import { t } from '../lib/i18n/messages';

export interface ResultListProps {
  results: OrganicResult[];
  linkTarget: LinkTarget;
  onSearchSite?: ((host: string) => void) | undefined;
}

/** The organic results in rank order; arrow keys and j/k move between titles. */
export function ResultList({ results, linkTarget, onSearchSite }: ResultListProps) {
  const ranked = [...results].sort((a, b) => a.position - b.position);
  return (
    <ol class="result-list" aria-label={t('resultsLabel')} onKeyDown={onResultListKeyDown}>
      {ranked.map((result) => (
        <ResultItem
          key={`${result.position}:${result.link}`}
          result={result}
          linkTarget={linkTarget}
          onSearchSite={onSearchSite}
        />
      ))}
    </ol>
  );
}
