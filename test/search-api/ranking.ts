import type { CorpusDocument } from './corpus';
import { DATE_RANGE_MAX_AGE_MS, type DateRange } from './enums';

// A term in the title says more about a page than one in its keywords, which says more than
// one in passing in the snippet.
const TITLE_WEIGHT = 3;
const KEYWORD_WEIGHT = 2;
const SNIPPET_WEIGHT = 1;
/** Extra credit when all the query's terms appear together in the title. */
const FULL_TITLE_MATCH_BONUS = 4;
/** A document must contain at least this share of the query's terms to count as a match. */
const MIN_TERM_COVERAGE = 0.5;

export interface RankedDocument {
  readonly document: CorpusDocument;
  readonly score: number;
}

/**
 * Scores every document against the query terms, drops non-matches and documents outside
 * the date range, and sorts best first (ties: newer first, then corpus order, so it is stable).
 */
export function rankDocuments(
  documents: readonly CorpusDocument[],
  queryTerms: readonly string[],
  dateRange: DateRange | undefined,
  now: number,
): RankedDocument[] {
  const terms = [...new Set(queryTerms)];
  if (terms.length === 0) return [];
  const ranked: { document: CorpusDocument; score: number; order: number }[] = [];
  documents.forEach((document, order) => {
    if (!isWithinDateRange(document, dateRange, now)) return;
    const score = scoreDocument(document, terms);
    if (score > 0) ranked.push({ document, score, order });
  });
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      (b.document.publishedAt ?? -Infinity) - (a.document.publishedAt ?? -Infinity) ||
      a.order - b.order,
  );
  return ranked.map(({ document, score }) => ({ document, score }));
}

function scoreDocument(document: CorpusDocument, terms: readonly string[]): number {
  let weight = 0;
  let matchedTerms = 0;
  let titleMatches = 0;
  for (const term of terms) {
    const inTitle = document.titleTerms.has(term);
    const termWeight =
      (inTitle ? TITLE_WEIGHT : 0) +
      (document.keywordTerms.has(term) ? KEYWORD_WEIGHT : 0) +
      (document.snippetTerms.has(term) ? SNIPPET_WEIGHT : 0);
    if (termWeight > 0) matchedTerms += 1;
    if (inTitle) titleMatches += 1;
    weight += termWeight;
  }
  const coverage = matchedTerms / terms.length;
  if (coverage < MIN_TERM_COVERAGE) return 0;
  const bonus = titleMatches === terms.length ? FULL_TITLE_MATCH_BONUS : 0;
  // Squaring coverage keeps a page that matches every term above one that repeats a single term.
  return (weight + bonus) * coverage * coverage;
}

/**
 * Undated documents only pass ANYTIME (or no filter): a search engine cannot claim an
 * unknown date is within the past week.
 */
export function isWithinDateRange(document: CorpusDocument, dateRange: DateRange | undefined, now: number): boolean {
  if (dateRange === undefined || dateRange === 'ANYTIME') return true;
  if (document.publishedAt === null) return false;
  return now - document.publishedAt <= DATE_RANGE_MAX_AGE_MS[dateRange];
}
