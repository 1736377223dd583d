import type { CorpusDocument } from './corpus';

// A term in the title says more about a page than one in its keywords, which says more than
// one in passing in the snippet.
const TITLE_WEIGHT = 3;
const KEYWORD_WEIGHT = 2;
const SNIPPET_WEIGHT = 1;
/**
 * Extra credit when the title contains every query term, scaled by how much of the title the
 * query makes up, so "Paris - Wikipedia" outranks a long title that mentions Paris in passing.
 */
const TITLE_FOCUS_BONUS = 4;
/** Partial matches need at least this share of the query's terms. */
const MIN_PARTIAL_COVERAGE = 0.5;

/** What ranking needs of anything searchable: web documents and the typed corpora's items alike. */
export interface Rankable {
  readonly titleTerms: ReadonlySet<string>;
  readonly snippetTerms: ReadonlySet<string>;
  readonly keywordTerms: ReadonlySet<string>;
  /** Epoch ms, or null when undated. */
  readonly publishedAt: number | null;
}

/** A custom date range in epoch ms: from the start of its first day to the end of its last (either may be open). */
export interface DateWindow {
  fromMs?: number;
  toMs?: number;
}

export interface RankedDocument<D extends Rankable = CorpusDocument> {
  readonly document: D;
  readonly score: number;
}

/**
 * Scores every document against the query terms, drops non-matches and documents older than
 * `maxAgeMs` (undefined: no date filter) or outside `window` (a custom range: its start, and the
 * end of its last day, in epoch ms), and sorts best first (ties: newer first, then corpus order,
 * so it is stable). `newestFirst` (news, or a search sorted by date) puts recency before score
 * among documents that match every term, as a news search does.
 */
export function rankDocuments<D extends Rankable>(
  documents: readonly D[],
  queryTerms: readonly string[],
  maxAgeMs: number | undefined,
  now: number,
  { newestFirst = false, window }: { newestFirst?: boolean; window?: DateWindow | undefined } = {},
): RankedDocument<D>[] {
  const terms = [...new Set(queryTerms)];
  if (terms.length === 0) return [];
  const ranked = documents
    .map((document, order) => ({ document, order, ...scoreDocument(document, terms) }))
    .filter(
      (candidate) =>
        isMatch(candidate) &&
        isWithinAge(candidate.document, maxAgeMs, now) &&
        isWithinWindow(candidate.document, window),
    );
  // Like a web search engine: pages with every term come first; partial matches follow.
  const newer = (a: { document: D }, b: { document: D }) =>
    (b.document.publishedAt ?? -Infinity) - (a.document.publishedAt ?? -Infinity);
  ranked.sort(
    (a, b) =>
      Number(b.coverage === 1) - Number(a.coverage === 1) ||
      (newestFirst ? newer(a, b) : 0) ||
      b.score - a.score ||
      newer(a, b) ||
      a.order - b.order,
  );
  return ranked.map(({ document, score }) => ({ document, score }));
}

interface DocumentScore {
  score: number;
  /** Share of the query's terms found anywhere in the document. */
  coverage: number;
  /** Whether some term was found in the title or keywords, not only in passing in the snippet. */
  strong: boolean;
}

/**
 * A document with every term always matches. A partial match needs half the terms and a
 * title or keyword hit, so "side panel" does not list a page that says "server-side".
 */
function isMatch({ coverage, strong }: DocumentScore): boolean {
  return coverage === 1 || (coverage >= MIN_PARTIAL_COVERAGE && strong);
}

function scoreDocument(document: Rankable, terms: readonly string[]): DocumentScore {
  let weight = 0;
  let matchedTerms = 0;
  let titleMatches = 0;
  let strong = false;
  for (const term of terms) {
    const inTitle = document.titleTerms.has(term);
    const termWeight =
      (inTitle ? TITLE_WEIGHT : 0) +
      (document.keywordTerms.has(term) ? KEYWORD_WEIGHT : 0) +
      (document.snippetTerms.has(term) ? SNIPPET_WEIGHT : 0);
    if (termWeight > 0) matchedTerms += 1;
    if (inTitle) titleMatches += 1;
    if (inTitle || document.keywordTerms.has(term)) strong = true;
    weight += termWeight;
  }
  const coverage = matchedTerms / terms.length;
  const focus = titleMatches === terms.length ? (TITLE_FOCUS_BONUS * titleMatches) / document.titleTerms.size : 0;
  // Squaring coverage keeps a page that matches every term above one that repeats a single term.
  return { score: (weight + focus) * coverage * coverage, coverage, strong };
}

/**
 * Undated documents only pass when there is no filter (ANYTIME): a search engine cannot
 * claim an unknown date is within the past week.
 */
export function isWithinAge(document: Rankable, maxAgeMs: number | undefined, now: number): boolean {
  if (maxAgeMs === undefined) return true;
  if (document.publishedAt === null) return false;
  return now - document.publishedAt <= maxAgeMs;
}

/** Like isWithinAge: with a custom range, only dated documents inside it pass. */
export function isWithinWindow(document: Rankable, window: DateWindow | undefined): boolean {
  if (window === undefined) return true;
  const at = document.publishedAt;
  return at !== null && at >= (window.fromMs ?? -Infinity) && at < (window.toMs ?? Infinity);
}
