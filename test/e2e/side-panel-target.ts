import { chromium, type Browser, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The browser's real side panel, reached over CDP (see real-side-panel.ts for why): plain
 * functions with no test fixtures, so the bench drives the panel the way the tests do.
 */

const SIDE_PANEL_PATH = '/sidepanel.html';

/** The port Chromium chose for --remote-debugging-port=0: the first line of DevToolsActivePort. */
export async function devToolsPort(userDataDir: string, timeoutMs = 10_000): Promise<number> {
  const file = join(userDataDir, 'DevToolsActivePort');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const port = existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : NaN;
    if (Number.isInteger(port) && port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Chromium wrote no DevToolsActivePort in ${userDataDir}`);
}

/** Whether a page is an extension page that no tab holds (chrome.tabs.getCurrent answers undefined there). */
async function isOutsideTabs(page: Page): Promise<boolean> {
  try {
    return await page.evaluate(async () => (await chrome.tabs.getCurrent()) === undefined);
  } catch {
    // Still loading (no chrome.tabs yet, or the context was replaced): not known yet.
    return false;
  }
}

interface DevToolsTarget {
  type: string;
  url: string;
}

/**
 * Whether the browser lists a page target at sidepanel.html (no `?q=`: that is the full-tab
 * results page), or at `path` (the bench opens other pages in the panel).
 */
export async function hasSidePanelTarget(port: number, path = SIDE_PANEL_PATH): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/json/list`);
  const targets = (await response.json()) as DevToolsTarget[];
  return targets.some((target) => target.type === 'page' && target.url.endsWith(path));
}

/**
 * Waits for the side panel to open, then connects over CDP and returns the connection
 * and the panel's page: `sidepanel.html` in a page target that is not a tab. A connection
 * made before the panel opened does not pick its target up, so each call connects anew.
 */
export async function connectToSidePanel(
  port: number,
  timeoutMs = 10_000,
  path = SIDE_PANEL_PATH,
): Promise<{ devTools: Browser; panel: Page }> {
  const deadline = Date.now() + timeoutMs;
  while (!(await hasSidePanelTarget(port, path))) {
    if (Date.now() > deadline) throw new Error('No side panel opened');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const devTools = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const pages = devTools.contexts().flatMap((context) => context.pages());
  for (const page of pages) {
    if (page.url().endsWith(path) && (await isOutsideTabs(page))) return { devTools, panel: page };
  }
  await devTools.close();
  throw new Error(`No side panel among the pages over CDP: ${pages.map((page) => page.url()).join(', ')}`);
}

/** The side panels the browser reports for our extension (runtime.getContexts, asked in the worker). */
export async function sidePanelUrls(worker: Worker): Promise<string[]> {
  const contexts = await worker.evaluate(() =>
    chrome.runtime.getContexts({ contextTypes: [chrome.runtime.ContextType.SIDE_PANEL] }),
  );
  return contexts.map((context) => context.documentUrl ?? '');
}

/**
 * Opens the popup as a tab (a test cannot click the toolbar button), beside a blank tab:
 * once the panel has opened, the popup closes itself, and a window whose last tab closes
 * takes its side panel with it. In a tab, windows.getCurrent (read by the popup on load)
 * is the tab's window, so the popup opens the panel there.
 */
export async function openPopupTab(context: BrowserContext, openPage: (path: string) => Promise<Page>): Promise<Page> {
  await context.newPage();
  return openPage('popup.html');
}

/**
 * Opens the real side panel with the call the menu and shortcut handlers make,
 * sidePanel.open({ windowId }), inside a click Playwright makes on an extension page:
 * a user gesture, which the browser requires. Resolves once the browser has opened it.
 * The panel opens in the page's own window, or in the window given (a private one, say).
 */
export async function openSidePanelWithAClick(page: Page, windowId?: number): Promise<void> {
  await page.evaluate(async (target) => {
    const id = target ?? (await chrome.windows.getCurrent()).id;
    if (id === undefined) throw new Error('The page has no window');
    const opened = new Promise<void>((resolve, reject) => {
      // Synchronously inside the click: after an await, the gesture is gone.
      const open = () => void chrome.sidePanel.open({ windowId: id }).then(resolve, reject);
      document.addEventListener('click', open, { once: true });
    });
    Object.assign(globalThis, { sidePanelOpened: opened });
  }, windowId);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.evaluate(() => (globalThis as unknown as { sidePanelOpened: Promise<void> }).sidePanelOpened);
}
