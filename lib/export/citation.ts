import type { KnowledgeGraph } from '../api/search-response';
import { safeLinkUrl } from '../text/safe-url';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "3 March 2026", the same in every locale, as citations are usually written in English. */
export function citationDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * The knowledge panel as a web citation, in the shape most styles share for a web page:
 * `Title. Source. URL (accessed 3 March 2026).` — title, the description's source
 * (e.g. Wikipedia), its link; parts the panel lacks are left out.
 */
export function citation(graph: KnowledgeGraph, accessed: Date): string {
  const parts = [graph.title, graph.descriptionSource]
    .map((part) => part?.trim().replace(/\.$/u, ''))
    .filter((part): part is string => Boolean(part))
    .map((part) => `${part}.`);
  const link = safeLinkUrl(graph.descriptionLink);
  const day = citationDate(accessed);
  parts.push(link ? `${link} (accessed ${day}).` : `Accessed ${day}.`);
  return parts.join(' ');
}
