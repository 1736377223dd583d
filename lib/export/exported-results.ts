import type { OrganicResult, SearchResponse } from '../api/search-response';
import { safeLinkUrl } from '../text/safe-url';

/** One result as the page shows it: its place in the list, and the link only where it is shown as one. */
export interface ExportedResult {
  position: number;
  title: string;
  /** The href the page renders (http/https only), '' where the title is not a link. */
  link: string;
  snippet: string;
  date: string;
}

/**
 * The shown results, in the order given — the result list's (rank order, pinned sites
 * first, blocked ones out) — and in the form it renders them. `position` is the place in
 * that list, as the Markdown export numbers it, so every format agrees with the page.
 */
export function exportedResults(results: readonly OrganicResult[]): ExportedResult[] {
  return results.map((result, index) => ({
    position: index + 1,
    title: result.title,
    link: safeLinkUrl(result.link) ?? '',
    snippet: result.snippet ?? '',
    date: result.date ?? '',
  }));
}

/** The engine's answer as exported: its words, and its source where the page links it. */
export interface ExportedAnswer {
  text: string;
  title: string;
  link: string;
}

/** A "People also ask" question as exported. */
export interface ExportedQuestion {
  question: string;
  snippet: string;
  title: string;
  link: string;
}

/** What an export carries beside the results: the answer box and the questions people also ask. */
export interface ExportedExtras {
  answer?: ExportedAnswer;
  questions: ExportedQuestion[];
}

export function exportedExtras(response: Pick<SearchResponse, 'answerBox' | 'peopleAlsoAsk'>): ExportedExtras {
  const box = response.answerBox;
  const text = [box?.answer, box?.snippet].filter(Boolean).join(' — ');
  return {
    ...(box && text && { answer: { text, title: box.title ?? '', link: safeLinkUrl(box.link) ?? '' } }),
    questions: (response.peopleAlsoAsk ?? []).map((item) => ({
      question: item.question,
      snippet: item.snippet ?? '',
      title: item.title ?? '',
      link: safeLinkUrl(item.link) ?? '',
    })),
  };
}
