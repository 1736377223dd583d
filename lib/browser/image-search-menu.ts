import { checkImageAddress } from '../api/image-address';
import { IMAGE_SEARCH_TYPE } from '../api/search-options';
import { t } from '../i18n/messages';
import { runSurfaceSearch, type SurfaceSearchDeps, type SurfaceTab } from './selection-search';

/*
 * Search by image (issue 41): "Search by image" on an image's right-click menu, with the
 * Serper-compatible service only (the documented API has no image search). The image's public
 * address is the search's query; the service fetches the picture itself, so no image bytes
 * leave the browser and no site access is needed. The matches show in the side panel's Results,
 * like any search: cached by the address, coalesced, counted by the budget, in the ledger and
 * the history.
 */

export const IMAGE_SEARCH_MENU_ID = 'search-image';

export interface ImageSearchMenuItem {
  id: typeof IMAGE_SEARCH_MENU_ID;
  title: string;
  contexts: ['image'];
}

export function imageSearchMenuItem(): ImageSearchMenuItem {
  return { id: IMAGE_SEARCH_MENU_ID, title: t('contextMenuSearchImage'), contexts: ['image'] };
}

/** What the browser says of a click on an image: its address (`srcUrl`). */
export interface ImageMenuClick {
  menuItemId: string | number;
  srcUrl?: string;
}

export interface ImageMenuDeps extends SurfaceSearchDeps {
  /** Opens the side panel for the window; must be called before any await (user gesture). */
  openPanel(windowId: number | undefined): Promise<boolean>;
  /** Tells the window's panel why nothing was searched. */
  showNotice(text: string, windowId: number | undefined): Promise<void>;
  /** The search service's origin: its own pictures are the only ones on a private network it can reach. */
  serviceOrigin(): Promise<string | undefined>;
}

/**
 * A click on "Search by image": the panel opens first, synchronously inside the gesture; then an
 * image the service cannot fetch (inside the page, a file, the browser's, on a private network)
 * is refused with its reason in the panel, before any request; any other is searched there.
 */
export function handleImageMenuClick(
  info: ImageMenuClick,
  tab: SurfaceTab | undefined,
  deps: ImageMenuDeps,
): Promise<void> {
  if (info.menuItemId !== IMAGE_SEARCH_MENU_ID) return Promise.resolve();
  const opened = deps.openPanel(tab?.windowId);
  return (async () => {
    const address = checkImageAddress(info.srcUrl ?? '', await deps.serviceOrigin());
    if (!address.ok) {
      await deps.showNotice(address.error.message, tab?.windowId);
      return;
    }
    const selected = {
      id: deps.newId(),
      source: 'context-menu' as const,
      request: { query: address.value, type: IMAGE_SEARCH_TYPE },
    };
    await runSurfaceSearch(selected, await deps.viewOf(tab), opened, deps);
  })();
}
