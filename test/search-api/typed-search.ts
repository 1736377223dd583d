import type { TypedItems } from './item-types';
import { rankDocuments } from './ranking';
import type { SearchQuery } from './search-query';
import type { ResultType } from './search-types';
import { tokenize } from './tokenize';
import type { IndexedEntry, TypedCorpus } from './typed-corpus';
import { ITEM_BUILDERS, type ItemContext } from './typed-items';

/**
 * Answers a news, images, videos, places, shopping, scholar or patents query from its corpus,
 * ranked like web search. Page n holds ranks (n−1)·numberOfResults … n·numberOfResults−1 with
 * positions from 1; a page past the end is empty. Date filters (an age, a custom range) and
 * newest first apply to what has dates: news and videos. News comes newest first among the
 * articles that match every term.
 */
export function searchTyped<T extends ResultType>(
  corpus: TypedCorpus,
  type: T,
  query: SearchQuery,
  context: ItemContext,
): TypedItems[T][] {
  const entries = corpus[type] as readonly IndexedEntry<T>[];
  // Only news and videos carry dates a search filters and sorts by.
  const dated = type === 'news' || type === 'videos';
  const ranked = rankDocuments(entries, tokenize(query.query), dated ? query.maxAgeMs : undefined, context.now, {
    newestFirst: type === 'news' || (dated && query.newestFirst === true),
    window: dated ? query.window : undefined,
  });
  const start = (query.page - 1) * query.numberOfResults;
  const build = ITEM_BUILDERS[type];
  return ranked
    .slice(start, start + query.numberOfResults)
    .map(({ document }, index) => build(document, index + 1, context));
}
