import { MAX_QUERY_LENGTH } from '../api/search-options';
import { t } from '../i18n/messages';
import { hostOfUrl } from '../sites/web-host';
import { siteFirst } from '../sites/site-terms';
import type { SearchView } from '../search/search-message';
import {
  runSurfaceSearch,
  selectionSearch,
  type PendingMessage,
  type SurfaceSearchDeps,
  type SurfaceTab,
} from './selection-search';

/** The page's menu: "Search this site…" types `site:host ` into the panel's box, and sends nothing. */
export const SEARCH_SITE_MENU_ID = 'search-this-site';
/** The selection's menu: "Search “%s” on this site" searches `site:host <selection>` at once. */
export const SEARCH_SELECTION_ON_SITE_MENU_ID = 'search-selection-on-site';

/**
 * Web pages only: a file:, chrome: or extension page has no site to search, so the browser
 * shows the items on none of them (and the click handler refuses them too).
 */
export const WEB_PAGES = ['http://*/*', 'https://*/*'];

export interface SiteMenuItem {
  id: string;
  title: string;
  contexts: ['page'] | ['selection'];
  documentUrlPatterns: string[];
  parentId?: string;
}

/** The page's item, on its own: a page's menu shows no selection items, so it needs no parent. */
export function sitePageMenuItem(): SiteMenuItem {
  return {
    id: SEARCH_SITE_MENU_ID,
    title: t('contextMenuSearchThisSite'),
    contexts: ['page'],
    documentUrlPatterns: WEB_PAGES,
  };
}

/** The selection's item, beside the plain "Search “%s”" (under its parent when there are presets). */
export function siteSelectionMenuItem(parentId?: string): SiteMenuItem {
  return {
    id: SEARCH_SELECTION_ON_SITE_MENU_ID,
    title: t('contextMenuSearchOnSite'),
    contexts: ['selection'],
    documentUrlPatterns: WEB_PAGES,
    ...(parentId !== undefined && { parentId }),
  };
}

export function isSiteMenuItem(menuItemId: string | number): boolean {
  return menuItemId === SEARCH_SITE_MENU_ID || menuItemId === SEARCH_SELECTION_ON_SITE_MENU_ID;
}

export interface SiteMenuClickInfo {
  menuItemId: string | number;
  selectionText?: string;
  /** The page the menu was opened on (the top page, for a selection in a frame): its host is the site. */
  pageUrl?: string;
}

export interface SiteMenuDeps extends SurfaceSearchDeps {
  /** Opens the side panel for the window; must be called before any await (user gesture). */
  openPanel(windowId: number | undefined): Promise<boolean>;
  /** Types text into the window's search box: the panel, open or opening, takes it from there. */
  storeDraft(draft: { query: string; windowId: number }): Promise<void>;
  /** Opens the panel's page in a tab of the window, where no panel opened: that page takes the draft. */
  openDraftTab(windowId: number): Promise<unknown>;
}

/**
 * Handles a click on either "this site" item. The site is the host as URL.hostname gives it:
 * an internationalized name in its ASCII form (`xn--bcher-kva.example`), which is what the
 * API's `site:` operator is sure to read, and what the box shows, so what is shown is what is
 * sent. A page that is not http(s) (or no page) does nothing: not even the panel opens.
 */
export function handleSiteMenuClick(
  info: SiteMenuClickInfo,
  tab: SurfaceTab | undefined,
  deps: SiteMenuDeps,
): Promise<void> {
  if (!isSiteMenuItem(info.menuItemId)) return Promise.resolve();
  const host = hostOfUrl(info.pageUrl);
  if (host === undefined) return Promise.resolve();
  // First, synchronously inside the gesture: sidePanel.open rejects after an await.
  const opened = deps.openPanel(tab?.windowId);
  if (info.menuItemId === SEARCH_SITE_MENU_ID) {
    // The space after the term puts the cursor where the person's words go.
    return deps.viewOf(tab).then((view) => typeDraft(`${siteFirst(host, '')} `, view, opened, deps));
  }
  const selected = siteSelectionSearch(info.selectionText ?? '', host, deps.newId());
  if (!selected) return Promise.resolve();
  return deps.viewOf(tab).then((view) => runSurfaceSearch(selected, view, opened, deps));
}

/**
 * The selection's search on one site: the selection as "Search “%s”" reads it, after the
 * `site:` term. The term stays whole: where both pass the query cap, the selection's end gives way.
 */
export function siteSelectionSearch(selectionText: string, host: string, id: string): PendingMessage | undefined {
  const plain = selectionSearch(selectionText, id, 'context-menu');
  if (!plain) return undefined;
  const room = MAX_QUERY_LENGTH - `site:${host} `.length;
  // A cut never leaves half a surrogate pair behind.
  const words =
    plain.request.query.length <= room
      ? plain.request.query
      : plain.request.query.slice(0, room).replace(/[\uD800-\uDBFF]$/u, '');
  return { ...plain, request: { query: siteFirst(host, words) } };
}

/**
 * Stores the draft for the window, then, where no panel opened, opens the panel's page in a
 * tab there. A private window's draft waits for its panel alone: the extension's pages would
 * open in a normal window, where the draft is not theirs to take.
 */
async function typeDraft(query: string, view: SearchView, opened: Promise<boolean>, deps: SiteMenuDeps): Promise<void> {
  if (view.windowId === undefined) return;
  await deps.storeDraft({ query, windowId: view.windowId });
  if (!view.private && !(await opened)) await deps.openDraftTab(view.windowId);
}
