import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Worker } from '@playwright/test';
import { configureExtension, expect, launchReady, openAfterRelaunch, test } from './fixtures';
import { searchFor, windowRecord } from './pages';
import { connectToSidePanel, dispatchInWorker, openSidePanelWithAClick } from './real-side-panel';

/*
 * A search in a private (incognito) window, in the real side panel of that window. The
 * extension runs there only once the person allows it ("Allow in Incognito" on
 * chrome://extensions), which is a profile preference: it is set in the profile between a
 * first launch (which installs the extension) and the one the test uses.
 */
function allowInIncognito(profile: string, extensionId: string): void {
  const path = join(profile, 'Default', 'Preferences');
  const preferences = JSON.parse(readFileSync(path, 'utf8')) as {
    extensions: { settings: Record<string, Record<string, unknown>> };
  };
  preferences.extensions.settings[extensionId] = { ...preferences.extensions.settings[extensionId], incognito: true };
  writeFileSync(path, JSON.stringify(preferences));
}

test('a private window’s search is shown there only and leaves no history, no cache and no suggestion', async ({
  api,
}) => {
  test.setTimeout(90_000);
  const { context, worker, extensionId, privateWindowId, panel, close } = await privateWindowPanel();
  try {
    expect(await panel.evaluate(async () => (await chrome.windows.getCurrent()).incognito)).toBe(true);

    await searchFor(panel, 'ada lovelace');
    await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('1 credit billed');
    expect(api.searchRequests()).toHaveLength(1);

    // Kept apart: only the private window's record holds it; the background decided so itself
    // (the panel has no tab: the browser was asked about the window it named).
    const privateRecord = await windowRecord(worker, privateWindowId);
    expect(privateRecord).toMatchObject({ status: 'success', request: { query: 'ada lovelace' } });
    const otherRecords = await worker.evaluate(
      async (id) =>
        Object.entries(await chrome.storage.session.get(null)).filter(
          ([key]) => key.startsWith('window:') && key !== `window:${id}`,
        ),
      privateWindowId,
    );
    expect(otherRecords).toEqual([]);

    // A normal window's panel shows nothing of it: no results, no history, no suggestion.
    const normal = await context.newPage();
    await normal.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await expect(normal.getByText('Type a query')).toBeVisible();
    await expect(normal.getByRole('list', { name: 'Results' })).toHaveCount(0);
    await normal.getByRole('combobox', { name: 'Search query' }).pressSequentially('ada');
    await normal.waitForTimeout(500); // an absence: the time a suggestion would take to come
    await expect(normal.getByRole('listbox', { name: 'Your past searches' }).getByRole('option')).toHaveCount(0);
    await normal.getByRole('button', { name: 'History', exact: true }).click();
    await expect(normal.getByText('No past searches yet.')).toBeVisible();
    // No answer was stored in the cache: the same search in a normal window asks the API.
    await searchFor(normal, 'ada lovelace');
    await expect(normal.getByRole('region', { name: 'Credits' })).toContainText('1 credit billed');
    expect(api.searchRequests()).toHaveLength(2);
    // Both searches' credits were counted.
    const ledger = await worker.evaluate(() => chrome.storage.local.get('creditLedger'));
    expect(JSON.stringify(ledger)).not.toContain('lovelace');

    // Once the last private window closes, its search is forgotten.
    await worker.evaluate((id) => chrome.windows.remove(id), privateWindowId);
    await expect.poll(() => windowRecord(worker, privateWindowId)).toBeNull();
  } finally {
    await close();
  }
});

interface PrivatePanel {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  privateWindowId: number;
  panel: Page;
  /** The DevTools port, whose /json/list names every page target, private tabs included. */
  port: number;
  close: () => Promise<void>;
}

/** A browser whose extension is allowed in incognito, with the real side panel open in a private window. */
async function privateWindowPanel(): Promise<PrivatePanel> {
  const profile = mkdtempSync(join(tmpdir(), 'search-ext-private-'));
  const first = await launchReady({ userDataDir: profile });
  await first.context.close();
  allowInIncognito(profile, first.extensionId);
  const { context, worker, extensionId } = await launchReady({
    userDataDir: profile,
    reopen: true,
    extraArgs: ['--remote-debugging-port=0'],
  });
  let devTools: Browser | undefined;
  const close = async () => {
    await devTools?.close();
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    await configureExtension(worker);
    const created = await worker.evaluate(() => chrome.windows.create({ incognito: true, url: 'about:blank' }));
    const privateWindowId = created?.id;
    if (privateWindowId === undefined) throw new Error('No private window');
    const options = await openAfterRelaunch({ context, extensionId }, 'options.html');
    await openSidePanelWithAClick(options, privateWindowId);
    const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const connected = await connectToSidePanel(port);
    devTools = connected.devTools;
    return { context, worker, extensionId, privateWindowId, panel: connected.panel, port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Every tab of every window, as the worker sees them (no `tabs` permission: ids, windows and kinds, no URLs). */
function allTabs(worker: Worker) {
  return worker.evaluate(async () =>
    (await chrome.tabs.query({})).map((tab) => ({ id: tab.id, windowId: tab.windowId, incognito: tab.incognito })),
  );
}

/** The addresses of the browser's page targets (DevTools lists private tabs too). */
async function pageTargetUrls(port: number): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/json/list`);
  const targets = (await response.json()) as Array<{ type: string; url: string }>;
  return targets.filter((target) => target.type === 'page').map((target) => target.url);
}

test('in a private window’s panel, links open tabs in that window, no remote image loads and exports only copy', async ({
  api,
}) => {
  test.setTimeout(90_000);
  const { worker, privateWindowId, panel, port, close } = await privateWindowPanel();
  try {
    const requested: string[] = [];
    panel.on('request', (request) => requested.push(request.url()));
    await searchFor(panel, 'ada lovelace');
    const results = panel.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('link').first()).toBeVisible();
    expect(api.searchRequests()).toHaveLength(1);

    // The knowledge panel's picture: a placeholder of its size that says why, and no request for it.
    const imageUrl = (
      JSON.parse(api.searchRequests()[0]?.responseBody ?? '{}') as { knowledgeGraph?: { imageUrl?: string } }
    ).knowledgeGraph?.imageUrl;
    expect(imageUrl).toMatch(/^https:/);
    const knowledge = panel.getByRole('region', { name: 'Knowledge panel' });
    await expect(knowledge.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(knowledge.locator('img')).toHaveCount(0);
    const placeholder = knowledge.getByRole('img', { name: 'Ada Lovelace (image not loaded in a private window)' });
    await expect(placeholder).toHaveAttribute('title', 'Images are not loaded in private windows');
    expect(await placeholder.boundingBox()).toMatchObject({ width: 96, height: 96 });
    expect(requested.filter((url) => url === imageUrl || url.includes('wikimedia'))).toEqual([]);

    // No link is left to the browser: none has a target, so none can open in the normal profile.
    expect(await panel.locator('a[target]').count()).toBe(0);

    // A result clicked (plain, then with the middle button) opens a tab in the private window.
    const before = await allTabs(worker);
    const first = results.getByRole('link').first();
    const second = results.getByRole('link').nth(1);
    const [firstHref, secondHref] = [await first.getAttribute('href'), await second.getAttribute('href')];
    await first.click();
    await second.click({ button: 'middle' });
    await expect.poll(async () => (await allTabs(worker)).length).toBe(before.length + 2);
    const opened = (await allTabs(worker)).filter((tab) => !before.some((old) => old.id === tab.id));
    expect(opened).toEqual([
      expect.objectContaining({ windowId: privateWindowId, incognito: true }),
      expect.objectContaining({ windowId: privateWindowId, incognito: true }),
    ]);
    // Each at its page (opened at the passage its snippet quotes: the text fragment is set aside here).
    const openedPages = async () => (await pageTargetUrls(port)).map((url) => url.split('#:~:')[0]);
    await expect.poll(openedPages).toEqual(expect.arrayContaining([firstHref, secondHref]));
    // The normal window gained no tab.
    expect((await allTabs(worker)).filter((tab) => !tab.incognito)).toEqual(before.filter((tab) => !tab.incognito));

    // The export menu copies only, and says why.
    await panel.getByText('Export', { exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Copy as Markdown' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Download/ })).toHaveCount(0);
    await expect(panel.getByText('In a private window exports are copied only')).toBeVisible();
  } finally {
    await close();
  }
});

test('a private window’s address-bar search is not sent while no page can show it; its panel, once open, runs it once', async ({
  api,
}) => {
  test.setTimeout(90_000);
  const profile = mkdtempSync(join(tmpdir(), 'search-ext-private-'));
  let devTools: Browser | undefined;
  const first = await launchReady({ userDataDir: profile });
  await first.context.close();
  allowInIncognito(profile, first.extensionId);
  const { context, worker, extensionId } = await launchReady({
    userDataDir: profile,
    reopen: true,
    extraArgs: ['--remote-debugging-port=0'],
  });
  try {
    await configureExtension(worker);
    const privateWindow = await worker.evaluate(() =>
      chrome.windows.create({ incognito: true, url: 'about:blank', focused: true }),
    );
    const privateWindowId = privateWindow?.id as number;
    await expect.poll(() => worker.evaluate(async () => (await chrome.windows.getLastFocused()).incognito)).toBe(true);

    // Alt+Enter (a new tab was asked for): no results tab can open in a private window.
    await dispatchInWorker(worker, 'omnibox.onInputEntered', ['ada lovelace', 'newForegroundTab']);
    await expect.poll(() => windowRecord(worker, privateWindowId)).toMatchObject({ status: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, 500)); // an absence: the time a request would take
    expect(api.searchRequests()).toHaveLength(0);
    expect(context.pages().filter((page) => page.url().includes('sidepanel.html'))).toHaveLength(0);

    // The panel that can show it picks it up: one request, shown there.
    const options = await openAfterRelaunch({ context, extensionId }, 'options.html');
    await openSidePanelWithAClick(options, privateWindowId);
    const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const connected = await connectToSidePanel(port);
    devTools = connected.devTools;
    await expect(connected.panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
    await expect(connected.panel.getByRole('combobox', { name: 'Search query' })).toHaveValue('ada lovelace');
    expect(api.searchRequests()).toHaveLength(1);
    expect(await windowRecord(worker, privateWindowId)).toMatchObject({ status: 'success', source: 'omnibox' });
  } finally {
    await devTools?.close();
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
