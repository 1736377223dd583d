import type { SearchRequest } from '../api/search-options';
import type { ExportedItems } from './exported-items';
import type { ExportedExtras, ExportedResult } from './exported-results';

/**
 * The search and its results as JSON (2-space indent, trailing newline); empty
 * snippet/date/link are left out rather than written as "".
 */
export function toJson(request: SearchRequest, results: readonly ExportedResult[], extras?: ExportedExtras): string {
  const { query, ...options } = request;
  const answer = extras?.answer;
  const body = {
    query,
    options,
    ...(answer && {
      answer: {
        text: answer.text,
        ...(answer.title && { title: answer.title }),
        ...(answer.link && { link: answer.link }),
      },
    }),
    results: results.map(({ position, title, link, snippet, date }) => ({
      position,
      title,
      ...(link && { link }),
      ...(snippet && { snippet }),
      ...(date && { date }),
    })),
    ...(extras &&
      extras.questions.length > 0 && {
        peopleAlsoAsk: extras.questions.map(({ question, snippet, title, link }) => ({
          question,
          ...(snippet && { snippet }),
          ...(title && { title }),
          ...(link && { link }),
        })),
      }),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

/**
 * A search type's items as JSON: the query, the type, the options, and each item as shown —
 * its position, title and the fields it has (numbers as numbers; what it lacks left out).
 */
export function itemsToJson(request: SearchRequest, exported: ExportedItems): string {
  const { query, type: _requested, ...options } = request;
  const body = {
    query,
    type: exported.type,
    options,
    results: exported.items.map(({ position, title, values }) => ({ position, title, ...values })),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}
