import type { Corpus } from './corpus';
import { findEntity } from './entity-matching';
import { rankDocuments, type DateWindow } from './ranking';
import { suggestRelatedSearches } from './related-searches';
import { tokenize } from './tokenize';
import type { KnowledgeGraph, OrganicResult, RelatedSearch } from './types';

export interface CorpusQuery {
  /** Already normalized (trimmed, whitespace collapsed). */
  query: string;
  numberOfResults: number;
  /** 1-based; default 1. */
  page?: number;
  /** Oldest age (ms) of a dated document; undefined: no date filter. */
  maxAgeMs?: number;
  /** A custom range (the live service's `tbs` `cdr:1,…`). */
  window?: DateWindow;
  /** Sorted by date, newest first (`tbs` `sbd:1`). */
  newestFirst?: boolean;
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
 * Page n holds ranks (n−1)·numberOfResults … n·numberOfResults−1, positions again from 1 (as
 * the live service numbers them); the panel and related searches come with the first page only.
 */
export function searchCorpus(corpus: Corpus, request: CorpusQuery, now: number): CorpusAnswer {
  const queryTerms = tokenize(request.query);
  const ranked = rankDocuments(corpus.documents, queryTerms, request.maxAgeMs, now, {
    newestFirst: request.newestFirst === true,
    window: request.window,
  });
  const page = request.page ?? 1;
  const start = (page - 1) * request.numberOfResults;
  const organic = ranked.slice(start, start + request.numberOfResults).map(({ document }, index) => {
    const result: OrganicResult = {
      title: document.title,
      link: document.link,
      snippet: document.snippet,
      position: index + 1,
    };
    if (document.date !== undefined) result.date = document.date;
    return result;
  });

  const answer: CorpusAnswer = { organic };
  if (page !== 1) return answer;
  const entity = findEntity(corpus.entities, queryTerms);
  if (entity) answer.knowledgeGraph = structuredClone(entity.panel);
  const related = suggestRelatedSearches(request.query, queryTerms, entity, ranked);
  if (related) answer.relatedSearches = related;
  return answer;
}
