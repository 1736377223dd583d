import { LIMITS, type SearchResponse } from './search-response';
import { parseOrganic } from './parse-organic';
import {
  parseAnswerBox,
  parseKnowledgeGraph,
  parsePeopleAlsoAsk,
  parseRelatedSearches,
  parseTopStories,
} from './parse-blocks';
import { readText, type JsonObject } from './read-fields';

/**
 * The answer's blocks, read field by field with the tolerant readers: the one place that
 * turns untrusted JSON into a SearchResponse, for a fresh answer (parseSearchResponse) and
 * for one stored by an earlier release (readStoredResponse) alike, so both are cleaned the
 * same way. `echo` is the search as the answer names it, raw: the first query that reads is the
 * answer's, else `fallbackQuery` (the query that was sent).
 */
export function readAnswer(
  body: JsonObject,
  echo: { queries: readonly unknown[]; engine: unknown },
  fallbackQuery: string,
): SearchResponse {
  const { results, dropped } = parseOrganic(Array.isArray(body.organic) ? body.organic : []);
  const credits = body.credits;
  const engine = readText(echo.engine, LIMITS.label);
  const answerBox = parseAnswerBox(body.answerBox);
  const peopleAlsoAsk = parsePeopleAlsoAsk(body.peopleAlsoAsk);
  const topStories = parseTopStories(body.topStories);
  return {
    query: readQuery(echo.queries) ?? fallbackQuery,
    ...(engine !== undefined && { engine }),
    knowledgeGraph: parseKnowledgeGraph(body.knowledgeGraph),
    ...(answerBox !== undefined && { answerBox }),
    organic: results,
    ...(peopleAlsoAsk.length > 0 && { peopleAlsoAsk }),
    ...(topStories.length > 0 && { topStories }),
    relatedSearches: parseRelatedSearches(body.relatedSearches),
    ...(typeof credits === 'number' && Number.isInteger(credits) && credits >= 0 && { credits }),
    droppedResults: dropped,
  };
}

function readQuery(candidates: readonly unknown[]): string | undefined {
  for (const candidate of candidates) {
    const query = readText(candidate, LIMITS.title * 10);
    if (query !== undefined) return query;
  }
  return undefined;
}
