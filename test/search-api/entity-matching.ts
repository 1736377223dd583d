import type { CorpusEntity } from './corpus';

/**
 * The entity whose title or alias appears as a contiguous run of the query's terms
 * ("lovelace", "ada lovelace day"), preferring the longest name so "marie curie" beats
 * a one-word alias of another entity. Undefined when the query names no entity.
 */
export function findEntity(entities: readonly CorpusEntity[], queryTerms: readonly string[]): CorpusEntity | undefined {
  let best: CorpusEntity | undefined;
  let bestLength = 0;
  for (const entity of entities) {
    for (const name of entity.names) {
      if (name.length > bestLength && containsRun(queryTerms, name)) {
        best = entity;
        bestLength = name.length;
      }
    }
  }
  return best;
}

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((term, offset) => haystack[start + offset] === term)) return true;
  }
  return false;
}
