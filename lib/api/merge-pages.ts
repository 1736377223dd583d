import type { SearchResponse } from './search-response';

/** The lists a page of results adds to (one per search type; web's is `organic`). */
const RESULT_LISTS = [
  'organic',
  'news',
  'images',
  'videos',
  'places',
  'shopping',
  'scholar',
  'patents',
  'lens',
] as const;
type ResultList = (typeof RESULT_LISTS)[number];
type AnyItem = NonNullable<SearchResponse[ResultList]>[number];

/** What makes two items the same item: their page, or a place's website (else its name and address). */
function identity(item: AnyItem): string {
  if ('link' in item) return item.link;
  return item.website ?? `${item.title}|${item.address ?? ''}`;
}

export interface MergedPages {
  /** The first page with every later page's new items appended, positions continuing. */
  response: SearchResponse;
  /** How many new items each later page added (0: it brought nothing new). */
  added: number[];
}

/**
 * A search's pages as one answer (DESIGN §3: More results appends to the same list): each
 * later page's items follow the earlier ones, an item already shown is not shown twice, and
 * positions continue (the service numbers each page from 1). The knowledge panel, answer,
 * questions and related searches are the first page's; the credits are every page's.
 */
export function mergePages(first: SearchResponse, later: readonly SearchResponse[]): MergedPages {
  if (later.length === 0) return { response: first, added: [] };
  const merged: SearchResponse = { ...first };
  const added: number[] = [];
  const lists = RESULT_LISTS.filter((list) => first[list] !== undefined || later.some((page) => page[list]));
  const seen = new Map<ResultList, Set<string>>(
    lists.map((list) => [list, new Set((first[list] ?? []).map(identity))]),
  );
  const items = new Map<ResultList, AnyItem[]>(lists.map((list) => [list, [...(first[list] ?? [])]]));
  const primary = lists.find((list) => first[list] !== undefined) ?? 'organic';
  // The first may hold pages already (a past search's): their starts stay.
  const pageStarts: number[] = [...(first.pageStarts ?? [])];
  for (const page of later) {
    pageStarts.push(items.get(primary)?.length ?? 0);
    let count = 0;
    for (const list of lists) {
      const known = seen.get(list) ?? new Set<string>();
      const kept = items.get(list) ?? [];
      for (const item of page[list] ?? []) {
        if (known.has(identity(item))) continue;
        known.add(identity(item));
        kept.push(item);
        count += 1;
      }
    }
    added.push(count);
  }
  for (const list of lists) {
    const numbered = (items.get(list) ?? []).map((item, index) => ({ ...item, position: index + 1 }));
    Object.assign(merged, { [list]: numbered });
  }
  const credits = [first, ...later].reduce<number | undefined>(
    (sum, page) => (page.credits === undefined ? sum : (sum ?? 0) + page.credits),
    undefined,
  );
  merged.droppedResults = [first, ...later].reduce((sum, page) => sum + page.droppedResults, 0);
  if (credits !== undefined) merged.credits = credits;
  merged.pageStarts = pageStarts;
  return { response: merged, added };
}
