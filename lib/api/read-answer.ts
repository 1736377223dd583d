import { LIMITS, type SearchResponse } from './search-response';
import type { SearchType } from './search-options';
import { answerListOf, searchTypeUnit, type SearchTypeUnit } from './result-types';
import { readerOf } from './type-readers';
import {
  parseAnswerBox,
  parseKnowledgeGraph,
  parsePeopleAlsoAsk,
  parseRelatedSearches,
  parseTopStories,
} from './parse-blocks';
import { readText, type JsonObject } from './read-fields';

/**
 * The most credits one answer is taken to have billed. Ten times what the dearest documented
 * request costs (100 results: 10 credits at the documented API's 1 per started 10, 2 on the
 * live service; its reader bills 2), so no real charge is ever cut; and a figure past it — a
 * service's fault or a hostile answer — cannot wreck the day's total, the budget, the learned
 * estimate and the balance with one number (`credits: 1e12` would stop every search for good).
 */
export const MAX_CREDITS_PER_ANSWER = 100;

/**
 * The answer's blocks, read field by field with the tolerant readers: the one place that
 * turns untrusted JSON into a SearchResponse, for a fresh answer (parseSearchResponse) and
 * for one stored by an earlier release (readStoredResponse) alike, so both are cleaned the
 * same way. `echo` is the search as the answer names it, raw: the first query that reads is the
 * answer's, else `fallbackQuery` (the query that was sent). `type` says which array holds the
 * items (`organic` for web search, `news`, `images`, … for the others); only web search has
 * the entity panel, the answer box, questions, stories and related searches.
 */
export function readAnswer(
  body: JsonObject,
  echo: { queries: readonly unknown[]; engine: unknown },
  fallbackQuery: string,
  type: SearchType = 'web',
): SearchResponse {
  const unit = searchTypeUnit(type);
  const list = answerListOf(unit, body);
  const { fields, dropped } = readList(type, unit, Array.isArray(list) ? list : []);
  const credits = body.credits;
  const engine = readText(echo.engine, LIMITS.label);
  return {
    query: readQuery(echo.queries) ?? fallbackQuery,
    ...(type !== 'web' && { type }),
    ...(engine !== undefined && { engine }),
    organic: [],
    relatedSearches: [],
    ...(type === 'web' && webBlocks(body)),
    ...fields,
    ...(typeof credits === 'number' &&
      Number.isInteger(credits) &&
      credits >= 0 && { credits: Math.min(credits, MAX_CREDITS_PER_ANSWER) }),
    droppedResults: dropped,
  };
}

/** Reads a type's array into the response field that holds it (the unit's reader and field go together). */
function readList<K extends SearchType>(
  type: K,
  unit: SearchTypeUnit<K>,
  raw: readonly unknown[],
): { fields: Partial<SearchResponse>; dropped: number } {
  const { items, dropped } = readerOf(type)(raw);
  return { fields: unit.stored(items), dropped };
}

/** What a web search shows beside its results: the entity panel, the answer, questions, stories, related searches. */
function webBlocks(body: JsonObject): Partial<SearchResponse> {
  const answerBox = parseAnswerBox(body.answerBox);
  const peopleAlsoAsk = parsePeopleAlsoAsk(body.peopleAlsoAsk);
  const topStories = parseTopStories(body.topStories);
  return {
    knowledgeGraph: parseKnowledgeGraph(body.knowledgeGraph),
    ...(answerBox !== undefined && { answerBox }),
    ...(peopleAlsoAsk.length > 0 && { peopleAlsoAsk }),
    ...(topStories.length > 0 && { topStories }),
    relatedSearches: parseRelatedSearches(body.relatedSearches),
  };
}

function readQuery(candidates: readonly unknown[]): string | undefined {
  for (const candidate of candidates) {
    const query = readText(candidate, LIMITS.title * 10);
    if (query !== undefined) return query;
  }
  return undefined;
}
