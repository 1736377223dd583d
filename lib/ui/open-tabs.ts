import { browser } from 'wxt/browser';

/*
 * Opening results in tabs, for the result views only (apart from browser-actions.ts, which
 * every page loads at start: the popup loads its results view only where it shows results).
 */

const settled = (): undefined => undefined;

/** Whether this page has the `tabs` API (not the card's frame in Firefox). */
const hasTabs = () => (browser as { tabs?: { create?: unknown } }).tabs?.create !== undefined;

/**
 * Opens a result in the browser's current tab. From the side panel a plain link
 * navigation would navigate the panel itself; tabs.update needs no `tabs` permission.
 * With a window named, that window's active tab (a private window's: "current" from a
 * spanning panel's page is not reliably the panel's own window).
 */
export async function openInCurrentTab(url: string, windowId?: number): Promise<void> {
  try {
    if (windowId === undefined) {
      await browser.tabs.update({ url });
      return;
    }
    // tabs.query tells a tab's id without the `tabs` permission (only its URL and title are withheld).
    const [active] = await browser.tabs.query({ active: true, windowId });
    if (active?.id !== undefined) await browser.tabs.update(active.id, { url });
    else await browser.tabs.create({ url, windowId });
  } catch {
    // A refused URL or a window gone: nothing else to do.
  }
}

/**
 * Opens a result in a new tab: behind the current one (middle-click, Ctrl/Cmd+click,
 * Shift+Enter) unless `active`, and in the window named, if any.
 */
export function openInNewTab(url: string, options: { active: boolean; windowId?: number | undefined }): Promise<void> {
  const { active, windowId } = options;
  // Firefox gives the extension's page in a web page's frame (the quick-look card) no `tabs`:
  // there the page opens it, inside the person's own click or key press.
  if (!hasTabs()) {
    window.open(url, '_blank', 'noopener');
    return Promise.resolve();
  }
  return browser.tabs.create({ url, active, ...(windowId !== undefined && { windowId }) }).then(settled, settled);
}

/**
 * Opens each URL in a new background tab, in order, in the window named if any. Pages may
 * call tabs.create without the `tabs` permission; resolves with how many opened.
 */
export async function openInNewTabs(urls: readonly string[], windowId?: number): Promise<number> {
  let opened = 0;
  for (const url of urls) {
    try {
      await browser.tabs.create({ url, active: false, ...(windowId !== undefined && { windowId }) });
      opened += 1;
    } catch {
      // One refused tab (a blocked URL) does not stop the others.
    }
  }
  return opened;
}

/** The browser's tab groups (Chromium's `tabs.group` and `tabGroups`, with the `tabGroups` permission). */
export interface TabGroupApis {
  group(options: { tabIds: number[]; createProperties?: { windowId: number } }): Promise<number>;
  update(groupId: number, properties: { title: string; collapsed: boolean }): Promise<unknown>;
}

/** The tab groups, where the browser has them and lets the extension use them; none elsewhere (Firefox's build). */
export function tabGroupApis(): TabGroupApis | undefined {
  const api = (globalThis as { chrome?: { tabs?: Partial<TabGroupApis>; tabGroups?: Partial<TabGroupApis> } }).chrome;
  const tabs = api?.tabs;
  const groups = api?.tabGroups;
  const group = tabs?.group;
  const update = groups?.update;
  if (typeof group !== 'function' || typeof update !== 'function') return undefined;
  return {
    group: (options) => group.call(tabs, options),
    update: (groupId, properties) => update.call(groups, groupId, properties),
  };
}

export interface OpenTogether {
  /** The window to open them in (a private one's: see openInNewTabs); the current window otherwise. */
  windowId?: number | undefined;
  /** The group they form, where the browser has tab groups. */
  group?: { title: string; collapsed: boolean; apis: TabGroupApis | undefined };
}

/**
 * Opens results together (Open in tabs, issue 41): each in a background tab, in order, then — where
 * the browser has tab groups — all of them in one group named after the query, collapsed or not as
 * the person chose. A browser that refuses the group (a private window's tabs) leaves them open,
 * ungrouped. Resolves with how many opened and whether they were grouped.
 */
export async function openTabsTogether(
  urls: readonly string[],
  { windowId, group }: OpenTogether,
): Promise<{ opened: number; grouped: boolean }> {
  const ids: number[] = [];
  for (const url of urls) {
    try {
      const tab = await browser.tabs.create({ url, active: false, ...(windowId !== undefined && { windowId }) });
      if (tab.id !== undefined) ids.push(tab.id);
    } catch {
      // One refused tab (a blocked URL) does not stop the others.
    }
  }
  if (!group?.apis || ids.length === 0) return { opened: ids.length, grouped: false };
  try {
    const groupId = await group.apis.group({
      tabIds: ids,
      ...(windowId !== undefined && { createProperties: { windowId } }),
    });
    await group.apis.update(groupId, { title: group.title, collapsed: group.collapsed });
    return { opened: ids.length, grouped: true };
  } catch {
    return { opened: ids.length, grouped: false };
  }
}
