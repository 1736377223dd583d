import type { Corpus } from './corpus';
import { liveDate } from './live-shape';
import type { LiveRequest } from './live-request';
import { liveEcho } from './live-request';
import { searchCorpus } from './search-engine';
import { queryFromParameters, type SearchQuery } from './search-query';
import type { TypedCorpus } from './typed-corpus';
import { arrayOf } from './search-types';
import { searchTyped } from './typed-search';
import type { SearchParameters, SearchSuccessBody, TypedSuccessBody } from './types';

/** What building an answer needs besides the request. */
export interface AnswerSources {
  corpus: Corpus;
  typedCorpus: TypedCorpus;
  /** Where the answer's pictures are served from (see ItemContext). */
  imageOrigin: string;
}

/** A spec-mode SUCCESS body: web results, or the type's array beside an empty `organic`. */
export function buildSpecBody(
  sources: AnswerSources,
  parameters: SearchParameters,
  credits: number,
  now: number,
): SearchSuccessBody | TypedSuccessBody {
  if (parameters.type === 'search') return buildSuccessBody(sources.corpus, parameters, credits, now);
  const items = searchTyped(sources.typedCorpus, parameters.type, queryFromParameters(parameters), {
    imageOrigin: sources.imageOrigin,
    dates: 'iso',
    now,
  });
  // The type's array after `organic`: for papers and patents it is `organic` itself.
  return {
    status: 'SUCCESS',
    searchParameters: parameters,
    organic: [],
    [arrayOf(parameters.type)]: items,
    credits,
  };
}

/** A web SUCCESS body for already-validated parameters; shared with scripted 200 responses. */
export function buildSuccessBody(
  corpus: Corpus,
  parameters: SearchParameters,
  credits: number,
  now: number,
): SearchSuccessBody {
  const answer = searchCorpus(corpus, queryFromParameters(parameters), now);
  // Key order mirrors the spec's table; absent optional parts are omitted rather than null.
  return {
    status: 'SUCCESS',
    searchParameters: parameters,
    ...(answer.knowledgeGraph ? { knowledgeGraph: answer.knowledgeGraph } : {}),
    organic: answer.organic,
    ...(answer.relatedSearches ? { relatedSearches: answer.relatedSearches } : {}),
    credits,
  };
}

/**
 * An answer in the live service's shape (no status, `q` echoed, dates in words, unknown dates
 * left out) to a request sent to one of its paths (`POST /news`, …).
 */
export function buildSerperBody(
  sources: AnswerSources,
  request: LiveRequest,
  query: SearchQuery,
  credits: number,
  now: number,
): Record<string, unknown> {
  const searchParameters = liveEcho(request, query.type);
  if (query.type === 'search') {
    const answer = searchCorpus(sources.corpus, query, now);
    return {
      searchParameters,
      ...(answer.knowledgeGraph && { knowledgeGraph: answer.knowledgeGraph }),
      organic: answer.organic.map(({ date, ...result }) => ({
        ...result,
        ...(typeof date === 'string' && { date: liveDate(date, now) }),
      })),
      ...(answer.relatedSearches && { relatedSearches: answer.relatedSearches }),
      credits,
    };
  }
  const items = searchTyped(sources.typedCorpus, query.type, query, {
    imageOrigin: sources.imageOrigin,
    dates: 'words',
    now,
  });
  return { searchParameters, [arrayOf(query.type)]: items, credits };
}

/**
 * A spec request (POST /v1/search) answered the live service's way: web results through
 * `toLiveShape`; other types as the live service answers them, echo in the spec endpoint's
 * live style (`engine: "local-corpus"`, as `toLiveShape` has it).
 */
export function buildLiveTypedBody(
  sources: AnswerSources,
  parameters: SearchParameters,
  credits: number,
  now: number,
): Record<string, unknown> {
  const query = queryFromParameters(parameters);
  const items =
    query.type === 'search'
      ? []
      : searchTyped(sources.typedCorpus, query.type, query, { imageOrigin: sources.imageOrigin, dates: 'words', now });
  return {
    searchParameters: {
      q: parameters.query,
      ...(parameters.country !== undefined && { gl: parameters.country.toLowerCase() }),
      type: parameters.type,
      num: parameters.numberOfResults,
      ...(parameters.page !== undefined && { page: parameters.page }),
      engine: parameters.engine,
    },
    [arrayOf(parameters.type)]: items,
    credits,
  };
}
