import { menuPreset, type MenuPreset } from '../settings/menu-presets';
import { runSurfaceSearch, selectionSearch, type SurfaceSearchDeps, type SurfaceTab } from './selection-search';
import { t } from '../i18n/messages';
import { siteSelectionMenuItem, sitePageMenuItem } from './this-site-menu';
import { quickLookMenuItem } from './quick-look';
import { imageSearchMenuItem } from './image-search-menu';

/** The plain "Search “%s”": top-level without presets, the first child with them. */
export const SEARCH_SELECTION_MENU_ID = 'search-selection';
/** The parent that holds the plain search and the presets (Chrome cannot click a parent). */
export const SEARCH_MENU_PARENT_ID = 'search-menu';
const PRESET_ITEM_PREFIX = 'preset:';

export interface MenuItemProperties {
  id: string;
  title?: string;
  contexts: ['selection'] | ['page'] | ['image'];
  parentId?: string;
  type?: 'separator';
  /** Pages the item shows on (the "this site" items: web pages only). */
  documentUrlPatterns?: string[];
}

/** The slice of the contextMenus API we use, so tests can pass a recorder. */
export interface ContextMenusApi {
  removeAll(): Promise<void>;
  create(properties: MenuItemProperties): unknown;
}

export interface MenuClickInfo {
  menuItemId: string | number;
  selectionText?: string;
  pageUrl?: string;
}

export type MenuClickTab = SurfaceTab;

export interface MenuClickDeps extends SurfaceSearchDeps {
  /** Opens the side panel for the window; must be called before any await (user gesture). */
  openPanel(windowId: number | undefined): Promise<boolean>;
}

/**
 * The menu for a set of presets. Without presets: one item. With them: a parent (which
 * Chrome makes unclickable), whose first child is the plain search, then a separator,
 * then the presets. Every item names the selection context: children do not inherit it.
 */
export function menuItems(presets: readonly MenuPreset[]): MenuItemProperties[] {
  const plain: MenuItemProperties = {
    id: SEARCH_SELECTION_MENU_ID,
    title: t('contextMenuSearch'),
    contexts: ['selection'],
  };
  if (presets.length === 0) return [plain];
  const parentId = SEARCH_MENU_PARENT_ID;
  return [
    { id: parentId, title: t('contextMenuSearch'), contexts: ['selection'] },
    { ...plain, parentId },
    { id: 'presets-separator', type: 'separator', contexts: ['selection'], parentId },
    ...presets.map((preset): MenuItemProperties => ({
      id: `${PRESET_ITEM_PREFIX}${preset.id}`,
      title: preset.title,
      contexts: ['selection'],
      parentId,
    })),
  ];
}

/** What the menu offers besides the presets: search by image, with the Serper-compatible service only. */
export interface MenuChoices {
  imageSearch?: boolean;
}

/**
 * The whole menu: the selection's items (see menuItems) with "Quick look “%s”" and "Search “%s”
 * on this site" right after the plain search, the page's "Search this site…", and on images
 * "Search by image" where the service has it.
 */
export function contextMenuItems(presets: readonly MenuPreset[], choices: MenuChoices = {}): MenuItemProperties[] {
  const selection = menuItems(presets);
  const after = selection.findIndex((item) => item.id === SEARCH_SELECTION_MENU_ID) + 1;
  const parentId = presets.length === 0 ? undefined : SEARCH_MENU_PARENT_ID;
  return [
    ...selection.slice(0, after),
    quickLookMenuItem(parentId),
    siteSelectionMenuItem(parentId),
    ...selection.slice(after),
    sitePageMenuItem(),
    ...(choices.imageSearch ? [imageSearchMenuItem()] : []),
  ];
}

/**
 * (Re)builds the menu. removeAll first: menus persist across service-worker restarts
 * and a second create with the same id is an error.
 */
export async function registerContextMenu(
  menus: ContextMenusApi,
  presets: readonly MenuPreset[] = [],
  choices: MenuChoices = {},
): Promise<void> {
  await menus.removeAll();
  for (const item of contextMenuItems(presets, choices)) menus.create(item);
}

/**
 * Rebuilds on install and whenever the presets, the default country or the service change; one
 * rebuild at a time, so two quick changes cannot interleave removeAll and create.
 */
export function menuRebuilder(
  menus: ContextMenusApi,
  currentPresets: () => Promise<MenuPreset[]>,
  currentChoices: () => Promise<MenuChoices> = () => Promise.resolve({}),
) {
  let queue: Promise<void> = Promise.resolve();
  return (): Promise<void> => {
    queue = queue
      .then(async () => {
        const [presets, choices] = await Promise.all([currentPresets(), currentChoices()]);
        await registerContextMenu(menus, presets, choices);
      })
      .catch(() => undefined);
    return queue;
  };
}

/** The preset a menu item stands for: null for the plain search, undefined for items not ours. */
export function presetIdOf(menuItemId: string | number): string | null | undefined {
  if (menuItemId === SEARCH_SELECTION_MENU_ID) return null;
  if (typeof menuItemId === 'string' && menuItemId.startsWith(PRESET_ITEM_PREFIX)) {
    return menuItemId.slice(PRESET_ITEM_PREFIX.length);
  }
  return undefined;
}

/**
 * Handles a click on "Search “%s”" or a preset: opens the panel first, synchronously
 * inside the gesture, then stores the pending search (defaults, then the preset's
 * options) and starts it.
 */
export function handleContextMenuClick(
  info: MenuClickInfo,
  tab: MenuClickTab | undefined,
  deps: MenuClickDeps,
): Promise<void> {
  const presetId = presetIdOf(info.menuItemId);
  if (presetId === undefined) return Promise.resolve();
  const opened = deps.openPanel(tab?.windowId);
  const selected = selectionSearch(info.selectionText ?? '', deps.newId(), 'context-menu');
  if (!selected) return Promise.resolve();
  return deps
    .viewOf(tab)
    .then((view) =>
      runSurfaceSearch(selected, view, opened, deps, (defaults) =>
        presetId === null ? {} : (menuPreset(presetId, defaults.country)?.options ?? {}),
      ),
    );
}
