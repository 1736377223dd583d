import type { Corpus } from './corpus';
import type { DateRange } from './enums';
import { findEntity } from './entity-matching';
import { rankDocuments } from './ranking';
import { suggestRelatedSearches } from './related-searches';
import { tokenize } from './tokenize';
import type { KnowledgeGraph, OrganicResult, RelatedSearch } from './types';

export interface CorpusQuery {
  /** Already normalized (trimmed, whitespace collapsed). */
  query: string;
  numberOfResults: number;
  dateRange?: DateRange;
}

export interface CorpusAnswer {
  organic: OrganicResult[];
  knowledgeGraph?: KnowledgeGraph;
  relatedSearches?: RelatedSearch[];
}

/**
 * Answers a query from the corpus: at most `numberOfResults` results in rank order with
 * positions 1..n (fewer, possibly none, when fewer documents match), a knowledge graph when
 * the query names an entity, and related searches when there is anything to relate to.
 */
export function searchCorpus(corpus: Corpus, request: CorpusQuery, now: number): CorpusAnswer {
  const queryTerms = tokenize(request.query);
  const ranked = rankDocuments(corpus.documents, queryTerms, request.dateRange, now);
  const organic = ranked.slice(0, request.numberOfResults).map(({ document }, index) => {
    const result: OrganicResult = {
      title: document.title,
      link: document.link,
      snippet: document.snippet,
      position: index + 1,
    };
    if (document.date !== undefined) result.date = document.date;
    return result;
  });

  const entity = findEntity(corpus.entities, queryTerms);
  const answer: CorpusAnswer = { organic };
  if (entity) answer.knowledgeGraph = structuredClone(entity.panel);
  const related = suggestRelatedSearches(request.query, queryTerms, entity, ranked);
  if (related) answer.relatedSearches = related;
  return answer;
}
