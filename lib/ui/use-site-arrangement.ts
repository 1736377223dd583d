import { useMemo, useState } from 'preact/hooks';
import type { OrganicResult, SearchResponse, TopStory } from '../api/search-response';
import type { SearchType } from '../api/search-options';
import { siteLinkOf, typedList, type ItemOf, type TypedList } from '../api/result-types';
import { arrangeBySite, type Arranged, type SiteLists } from '../sites/arrange-results';
import { checkSiteLists, siteListsItem } from '../settings/site-lists-item';
import { serializedUpdater } from '../storage/serialized-update';
import { useStoredItem } from './use-stored-item';

/** The Blocked and Pinned sites, checked, kept current; undefined until first read. */
function useSiteLists(): SiteLists | undefined {
  const stored = useStoredItem(siteListsItem);
  return useMemo(() => (stored === undefined ? undefined : checkSiteLists(stored)), [stored]);
}

/** Read-modify-write of the lists, one change at a time (two quick clicks never lose one). */
export const updateSiteLists = serializedUpdater(siteListsItem, checkSiteLists);

/** The items of an answer's own type as the lists arrange them, the type and its items narrowed together. */
export type ArrangedList = { [K in SearchType]: { type: K; arranged: Arranged<ItemOf<K>> } }[SearchType];

export interface SiteArrangement {
  /** The items of the answer's type (web results, news, images, …), arranged. */
  list: ArrangedList;
  /** The same items without their standing (for exports and "Open all"). */
  shownItems: TypedList;
  /** Web results, arranged (none for an answer of another type). */
  results: Arranged<OrganicResult>;
  /** The same results without their standing (for exports and "Open all"). */
  shownResults: OrganicResult[];
  shownStories: TopStory[];
  /** Results and stories from blocked sites in this answer, shown or not. */
  blocked: number;
  showsBlocked: boolean;
  setShowsBlocked: (shows: boolean) => void;
}

const byRank = (a: OrganicResult, b: OrganicResult) => a.position - b.position;

/**
 * A shown answer as the lists arrange it (results in rank order, pinned sites first,
 * blocked ones out), whether it came from the API, the cache or the history: filtering at
 * display time means that changing the lists never costs a request. "Show them" holds
 * for the search `searchId` only. Undefined until the lists have been read, so a blocked
 * result never flashes by.
 */
export function useSiteArrangement(
  response: SearchResponse | undefined,
  searchId: string | undefined,
): SiteArrangement | undefined {
  const lists = useSiteLists();
  const [showBlockedFor, setShowBlockedFor] = useState<string>();
  const showsBlocked = searchId !== undefined && showBlockedFor === searchId;
  return useMemo(() => {
    if (!response || !lists) return undefined;
    const options = { showBlocked: showsBlocked, pinFirst: true };
    // Pinned sites first within each page, so More results only ever adds at the end.
    const results = byPage([...response.organic].sort(byRank), response.pageStarts, (page) =>
      arrangeBySite(page, (r) => r.link, lists, options),
    );
    const stories = arrangeBySite(response.topStories ?? [], (s) => s.link, lists, { ...options, pinFirst: false });
    const typed = typedList(response);
    const list =
      typed.type === 'web'
        ? { type: 'web' as const, arranged: results }
        : arrangeTyped(typed, response, lists, options);
    return {
      list,
      shownItems: { type: list.type, items: list.arranged.shown.map((shown) => shown.item) } as TypedList,
      results,
      shownResults: results.shown.map((shown) => shown.item),
      shownStories: stories.shown.map((shown) => shown.item),
      blocked: list.arranged.blocked + stories.blocked,
      showsBlocked,
      setShowsBlocked: (shows: boolean) => setShowBlockedFor(shows ? searchId : undefined),
    };
  }, [response, lists, showsBlocked, searchId]);
}

/** Arranges each page of a list on its own (pages start at `starts`) and puts them back together. */
function byPage<T>(
  items: T[],
  starts: readonly number[] | undefined,
  arrange: (page: T[]) => Arranged<T>,
): Arranged<T> {
  const bounds = [0, ...(starts ?? []), items.length];
  const arranged: Arranged<T> = { shown: [], blocked: 0 };
  for (let i = 0; i < bounds.length - 1; i += 1) {
    const page = arrange(items.slice(bounds[i], bounds[i + 1]));
    arranged.shown.push(...page.shown);
    arranged.blocked += page.blocked;
  }
  return arranged;
}

/** Another type's items, each page on its own like web results (a place is judged by its website). */
function arrangeTyped(
  typed: Exclude<TypedList, { type: 'web' }>,
  response: SearchResponse,
  lists: SiteLists,
  options: { showBlocked: boolean; pinFirst: boolean },
): ArrangedList {
  const linkOf: (item: ItemOf<typeof typed.type>) => string | undefined = siteLinkOf(typed.type);
  const arranged = byPage<ItemOf<typeof typed.type>>(typed.items, response.pageStarts, (page) =>
    arrangeBySite(page, linkOf, lists, options),
  );
  // The mapped union cannot follow a type through a generic call: the items came from typed.items.
  return { type: typed.type, arranged } as ArrangedList;
}
