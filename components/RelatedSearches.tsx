import { t } from '../lib/i18n/messages';

export interface RelatedSearchesProps {
  queries: string[];
  onSelect: (query: string) => void;
}

/** Other queries the engine suggests; each one searches at a click. */
export function RelatedSearches({ queries, onSelect }: RelatedSearchesProps) {
  if (queries.length === 0) return null;
  return (
    <section class="related-searches" aria-label={t('relatedSearches')}>
      <h2 class="section-title">{t('relatedSearches')}</h2>
      <ul>
        {queries.map((query) => (
          <li key={query}>
            <button type="button" class="chip" onClick={() => onSelect(query)}>
              {query}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
