import type { CorpusEntity } from './corpus';
import type { RankedDocument } from './ranking';
import type { RelatedSearch } from './types';
import { tokenize } from './tokenize';

const MAX_RELATED_SEARCHES = 8;
/** Only the best few documents suggest queries; lower ones drift off topic. */
const DOCUMENTS_CONSULTED = 10;

/**
 * Suggestions from the entity's related topics, then from multi-word keywords of the top
 * documents that share a term with the query. Undefined when there is nothing to suggest,
 * so the response omits the field (the spec allows absent or null).
 */
export function suggestRelatedSearches(
  normalizedQuery: string,
  queryTerms: readonly string[],
  entity: CorpusEntity | undefined,
  ranked: readonly RankedDocument[],
): RelatedSearch[] | undefined {
  const queryTermSet = new Set(queryTerms);
  const fromDocuments = ranked
    .slice(0, DOCUMENTS_CONSULTED)
    .flatMap(({ document }) => document.keywordPhrases)
    .filter((phrase) => tokenize(phrase).some((term) => queryTermSet.has(term)));

  const seen = new Set([normalizedQuery.toLowerCase()]);
  const suggestions: RelatedSearch[] = [];
  for (const candidate of [...(entity?.relatedSearches ?? []), ...fromDocuments]) {
    const key = candidate.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ query: candidate });
    if (suggestions.length === MAX_RELATED_SEARCHES) break;
  }
  return suggestions.length > 0 ? suggestions : undefined;
}
