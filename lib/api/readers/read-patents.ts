import { asObject, readCount, readDate, readText, readUrl, withoutUndefined, type JsonObject } from '../read-fields';
import { LIMITS, type PatentItem } from '../search-response';
import { readItems, type ReadItems } from './read-items';

/** The first figure's thumbnail (or the figure itself), where the patent has no thumbnail of its own. */
function firstFigure(figures: unknown): string | undefined {
  const first = Array.isArray(figures) ? asObject(figures[0]) : undefined;
  return first && (readUrl(first.thumbnailUrl) ?? readUrl(first.imageUrl));
}

/**
 * One patent: title and link (its Google Patents page) required; its publication number,
 * assignee, inventor, the priority, filing, grant and publication days, a passage, the PDF, and
 * one picture — its thumbnail or its first figure's. The figures themselves (forty on one
 * recorded item) are counted, not kept: the list shows one picture per patent
 * (recordings/apple-inc-patents.json).
 */
export function readPatentItem(item: JsonObject, position: number): PatentItem | undefined {
  const title = readText(item.title, LIMITS.title);
  const link = readUrl(item.link);
  if (!title || !link) return undefined;
  const figures = Array.isArray(item.figures) ? item.figures.length : readCount(item.figures);
  return withoutUndefined<PatentItem>({
    title,
    link,
    snippet: readText(item.snippet, LIMITS.snippet),
    publicationNumber: readText(item.publicationNumber, LIMITS.short),
    assignee: readText(item.assignee, LIMITS.label * 3),
    inventor: readText(item.inventor, LIMITS.label * 3),
    priorityDate: readDate(item.priorityDate),
    filingDate: readDate(item.filingDate),
    grantDate: readDate(item.grantDate),
    publicationDate: readDate(item.publicationDate),
    language: readText(item.language, 16),
    pdfUrl: readUrl(item.pdfUrl),
    thumbnailUrl: readUrl(item.thumbnailUrl) ?? firstFigure(item.figures),
    figures: figures === 0 ? undefined : figures,
    position,
  });
}

/** The `organic` array of a patents search. */
export function readPatents(raw: readonly unknown[]): ReadItems<PatentItem> {
  return readItems(raw, readPatentItem);
}
