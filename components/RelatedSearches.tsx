export interface RelatedSearchesProps {
  queries: string[];
  onSelect: (query: string) => void;
}

/** Other queries the engine suggests; each one searches at a click. */
export function RelatedSearches({ queries, onSelect }: RelatedSearchesProps) {
  if (queries.length === 0) return null;
  return (
    <section class="related-searches" aria-label="Related searches">
      <h2 class="section-title">Related searches</h2>
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
