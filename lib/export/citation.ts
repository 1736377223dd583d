import type { KnowledgeGraph, OrganicResult } from '../api/search-response';
import { displayHost, safeLinkUrl } from '../text/safe-url';
import { citationDate } from './citation-date';

export { citationDate } from './citation-date';

/**
 * The shape most styles share for a web page: `Title. Source. URL (accessed 3 March 2026).`;
 * parts that are missing are left out, and a link only where the page would show one.
 */
export function cite(parts: ReadonlyArray<string | undefined>, link: string | undefined, accessed: Date): string {
  const sentences = parts
    .map((part) => part?.trim().replace(/\.$/u, ''))
    .filter((part): part is string => Boolean(part))
    .map((part) => `${part}.`);
  const href = safeLinkUrl(link);
  const day = citationDate(accessed);
  sentences.push(href ? `${href} (accessed ${day}).` : `Accessed ${day}.`);
  return sentences.join(' ');
}

/**
 * The knowledge panel as a web citation: title, the description's source (e.g.
 * Wikipedia), its link.
 */
export function citation(graph: KnowledgeGraph, accessed: Date): string {
  return cite([graph.title, graph.descriptionSource], graph.descriptionLink, accessed);
}

/** A web result as a citation: `Title. site.example. URL (accessed …).` */
export function resultCitation(result: OrganicResult, accessed: Date): string {
  const site = displayHost(safeLinkUrl(result.link) ?? '');
  return cite([result.title, site || undefined], result.link, accessed);
}
