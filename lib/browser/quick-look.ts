import type { SearchOutcome, SearchView } from '../search/search-message';
import { t } from '../i18n/messages';
import { QUICK_LOOK_COMMAND } from '../build/manifest';
import { canShowCard } from './injectable-page';
import { quickLookWithoutCard, type ElsewhereDeps } from './quick-box-elsewhere';
import { type CommandDeps, type CommandTab, type PageSelection } from './shortcut-command';
import { runSurfaceSearch, selectionSearch, type PendingMessage, type SurfaceTab } from './selection-search';

/*
 * The three ways into a quick look — the right-click item "Quick look “%s”", its shortcut and the
 * opt-in button beside a selection — and what they share: decide at once whether the card can go
 * into the page (DESIGN §4 In the page); if it can, start the search, remember it as the tab's
 * quick look (the card page asks for it: its address carries no query) and inject the card's
 * script into the frame of the selection; if not, open the side panel inside the gesture and
 * search there, as "Search “%s”" does.
 */

export const QUICK_LOOK_MENU_ID = 'quick-look';
/** The quick look's shortcut (commands.onCommand's name). */
export { QUICK_LOOK_COMMAND };

export interface QuickLookMenuItem {
  id: string;
  title: string;
  contexts: ['selection'];
  parentId?: string;
}

/** The item beside "Search “%s”" (under its parent when there are presets). */
export function quickLookMenuItem(parentId?: string): QuickLookMenuItem {
  return {
    id: QUICK_LOOK_MENU_ID,
    title: t('contextMenuQuickLook'),
    contexts: ['selection'],
    ...(parentId !== undefined && { parentId }),
  };
}

/** The frame the card goes into. */
export interface CardTarget {
  tabId: number;
  frameId: number;
}

export interface QuickLookDeps extends CommandDeps, ElsewhereDeps {
  startSearch(message: PendingMessage, view: SearchView): Promise<SearchOutcome>;
  /** Whether the person let the extension into file: pages (read at start, known synchronously). */
  fileAccess(): boolean;
  /** Whether the window's side panel is open (where the answer shows when the card cannot). */
  isPanelOpen(windowId: number): Promise<boolean>;
  /**
   * Remembers the tab's quick look — its search, or null for "nothing was selected" — and the
   * search's outcome, for the card page to ask for; closes a card of the tab in another frame.
   */
  rememberCard(
    target: CardTarget,
    message: PendingMessage | null,
    view: SearchView,
    outcome?: Promise<SearchOutcome>,
    made?: { button?: boolean; url?: string },
  ): void;
  /**
   * No card will paint search `id`'s answer (it could not go into the page): the books that waited
   * for the card to say it had (its search is sent with `reportsShown`) are written now.
   */
  answerShown(id: string): void;
  /** Injects the card's script into the frame (scripting.executeScript); rejects where it cannot run. */
  injectCard(target: CardTarget): Promise<void>;
  /** Whether the selection button may start a quick look of these words in the tab now (one per 3 s, no repeat). */
  buttonAllows(tabId: number, query: string): Promise<boolean>;
  /**
   * The browser cannot tell whether a page covers the button (Firefox: no IntersectionObserver
   * v2): its click then sends nothing by itself — the card opens with the search ready, for the
   * person to send from the keyboard in the card or in the sidebar (docs/privacy-and-security.md).
   */
  buttonWaits: boolean;
}

export interface QuickLookMenuInfo {
  menuItemId: string | number;
  selectionText?: string;
  frameId?: number;
  /** The frame the words were selected in, when not the top page. */
  frameUrl?: string;
  pageUrl?: string;
}

/** "Quick look “%s”": the selection as the browser gives it, in the frame it was selected in. */
export function handleQuickLookMenu(
  info: QuickLookMenuInfo,
  tab: SurfaceTab | undefined,
  deps: QuickLookDeps,
): Promise<void> {
  if (info.menuItemId !== QUICK_LOOK_MENU_ID) return Promise.resolve();
  const url = info.frameUrl ?? info.pageUrl;
  const card = tab?.id !== undefined && canShowCard({ url, incognito: tab.incognito, fileAccess: deps.fileAccess() });
  // The panel, where it is needed, opens first: synchronously, inside the click.
  const opened = card ? undefined : deps.openPanel(tab?.windowId);
  const selected = selectionSearch(info.selectionText ?? '', deps.newId(), 'quick-look');
  if (!selected) return Promise.resolve();
  if (card && tab?.id !== undefined)
    return showCard(selected, { tabId: tab.id, frameId: info.frameId ?? 0 }, tab, deps);
  return deps.viewOf(tab).then((view) => runSurfaceSearch(selected, view, opened ?? Promise.resolve(false), deps));
}

/**
 * The quick-look shortcut: the active tab's selection, read with scripting under the activeTab
 * grant the key press gives. Nothing selected: the card is a quick box (a focused search box). A
 * page where no card can go: the popup's box, or the panel (quick-box-elsewhere.ts).
 */
export function handleQuickLookCommand(tab: CommandTab | undefined, deps: QuickLookDeps): Promise<void> {
  const tabId = tab?.id;
  const fileAccess = deps.fileAccess();
  if (tabId === undefined || !canShowCard({ url: tab?.url, incognito: tab?.incognito, fileAccess })) {
    return quickLookWithoutCard(tab, deps);
  }
  return (async () => {
    let selection: PageSelection;
    try {
      selection = await deps.readSelection(tabId);
    } catch {
      // The address looked scriptable and was not (Chrome withholds a browser page's address): the popup's box.
      await deps.openPopup?.(tab?.windowId);
      return;
    }
    const selected = selectionSearch(selection.text, deps.newId(), 'quick-look', selection.length);
    await showCard(selected ?? null, { tabId, frameId: 0 }, tab, deps);
  })();
}

/** The selection button's click, as its content script reports it (the page is scriptable: it runs there). */
export interface ButtonClick {
  text: string;
  length: number;
  tab: SurfaceTab & { id: number };
  frameId: number;
  /** The address of the frame the button is in. */
  url: string | undefined;
}

export async function handleQuickLookButton(click: ButtonClick, deps: QuickLookDeps): Promise<void> {
  const { tab } = click;
  const card = canShowCard({ url: click.url, incognito: tab.incognito, fileAccess: true });
  const selected = selectionSearch(click.text, deps.newId(), 'quick-look', click.length);
  // A page that makes the person click the button again and again gets one quick look every few
  // seconds, and none for the same words twice (issue 38, M2).
  if (!selected || !(await deps.buttonAllows(tab.id, selected.request.query))) return;
  if (card) return showCard(selected, { tabId: tab.id, frameId: click.frameId }, tab, deps, true);
  const view = await deps.viewOf(tab);
  // Where no card can go: the window's panel takes it, sent only once a panel shows it (never
  // sent by this click alone where the browser cannot tell whether the button was covered).
  if (view.private || deps.buttonWaits) {
    if (view.windowId !== undefined) await deps.storePending(selected, view.windowId);
    return;
  }
  await runSurfaceSearch(selected, view, deps.openPanel(tab.windowId), deps);
}

/**
 * Starts the search (with the default options), remembers it for the card, and injects the
 * card. Where the injection fails after all, the search goes on and shows where searches show
 * without a card: the open side panel, else a results tab that shows it by its id.
 */
async function showCard(
  selected: PendingMessage | null,
  target: CardTarget,
  tab: SurfaceTab | undefined,
  deps: QuickLookDeps,
  button = false,
): Promise<void> {
  const view = await deps.viewOf(tab);
  // Bound to the page it was made on (its tab's address, as the browser's event gives it).
  const made = { button, ...(tab?.url !== undefined && { url: tab.url }) };
  if (!selected) {
    deps.rememberCard(target, null, view, undefined, made);
    await deps.injectCard(target).catch(() => undefined);
    return;
  }
  const message = { ...selected, request: { ...(await deps.searchDefaults()), ...selected.request } };
  if (button && deps.buttonWaits) {
    // Ready, not sent: the card sends it when the person says so (see buttonWaits).
    deps.rememberCard(target, message, view, undefined, made);
    await deps.injectCard(target).catch(() => undefined);
    return;
  }
  // The card says when it has painted the answer: the window's record and the history are written
  // then, their storage events and database writes not in between its render and its paint.
  const reported = { ...message, reportsShown: true };
  const search = deps.startSearch(reported, view);
  deps.rememberCard(target, reported, view, search, made);
  try {
    await deps.injectCard(target);
  } catch {
    deps.answerShown(message.id);
    const panelShows = view.windowId !== undefined && (await deps.isPanelOpen(view.windowId).catch(() => false));
    if (!panelShows) await deps.openResultsTab(message);
  }
  await search;
}
