import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { SearchApi } from '../search-api/server';

/** Types a query into a page's search box and presses Enter. */
export async function searchFor(page: Page, query: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search query' });
  await box.fill(query);
  await box.press('Enter');
}

/**
 * Searches from the popup, which closes itself once the side panel has the search — possibly
 * while the key press is still being reported, so a press cut short by that close is success.
 */
export async function searchFromPopup(popup: Page, query: string): Promise<void> {
  try {
    await searchFor(popup, query);
  } catch (error) {
    if (!popup.isClosed()) throw error;
  }
}

/** The organic results the local API sent for the n-th search request it received. */
export function organicOf(api: SearchApi, requestIndex: number): Array<{ title: string; link: string }> {
  const request = api.searchRequests()[requestIndex];
  if (!request) throw new Error(`No search request #${requestIndex}`);
  const body = JSON.parse(request.responseBody ?? 'null') as {
    organic?: Array<{ title: string; link: string }>;
  } | null;
  if (!body?.organic) throw new Error(`Search request #${requestIndex} was not answered with results`);
  return body.organic;
}

/** The browser's (only) normal window, where the tests' pages open. */
export async function normalWindowId(worker: Worker): Promise<number> {
  const id = await worker.evaluate(async () => (await chrome.windows.getAll()).find((window) => !window.incognito)?.id);
  if (id === undefined) throw new Error('No normal window');
  return id;
}

/** A window's current-search record in storage.session, as the background keeps it. */
export async function windowRecord(worker: Worker, windowId?: number): Promise<unknown> {
  const id = windowId ?? (await normalWindowId(worker));
  return worker.evaluate(async (key) => (await chrome.storage.session.get(key))[key] ?? null, `window:${id}`);
}

/**
 * Writes a pending search into the window's record exactly as the right-click handler does in
 * a private window (its search waits for the panel that will show it).
 */
export async function storePendingLikeTheMenu(
  worker: Worker,
  pending: { id: string; query: string; note?: string },
): Promise<void> {
  const key = `window:${await normalWindowId(worker)}`;
  await worker.evaluate(
    ({ p, key }) =>
      chrome.storage.session.set({
        [key]: {
          id: p.id,
          status: 'pending',
          request: { query: p.query },
          source: 'context-menu',
          startedAt: Date.now(),
          ...(p.note !== undefined && { note: p.note }),
        },
      }),
    { p: pending, key },
  );
}

/** Unfolds a page's search options (location, date range, country, number of results) if they are folded. */
export async function showSearchOptions(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Options/u });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('combobox', { name: 'Date range' }).waitFor();
}

/**
 * What the system clipboard holds, read by pasting it: Chromium grants no clipboard-read
 * permission to an extension origin, but a paste event's data is the clipboard's, CRLFs included.
 */
export async function clipboardText(page: Page): Promise<string> {
  const focused = await page.evaluateHandle(() => document.activeElement);
  await page.evaluate(() => {
    const area = document.createElement('textarea');
    area.id = 'paste-target';
    document.body.append(area);
    area.focus();
    document.addEventListener(
      'paste',
      (event) => area.setAttribute('data-pasted', event.clipboardData?.getData('text/plain') ?? ''),
      { once: true },
    );
  });
  await page.keyboard.press('ControlOrMeta+V');
  const text = await page.locator('#paste-target').evaluate((area) => {
    area.remove();
    return area.getAttribute('data-pasted') ?? '';
  });
  await focused.evaluate((element) => (element as HTMLElement | null)?.focus());
  return text;
}

/** Opens an extension page in a new window; resolves to the page and the window's id. */
export async function pageInNewWindow(context: BrowserContext, worker: Worker, extensionId: string, path: string) {
  const opened = context.waitForEvent('page');
  const windowId = await worker.evaluate(
    async (url) => (await chrome.windows.create({ url, focused: true }))?.id,
    `chrome-extension://${extensionId}/${path}`,
  );
  const page = await opened;
  await page.waitForLoadState();
  if (windowId === undefined) throw new Error('No window');
  return { page, windowId };
}

/** Stores usage preferences with a daily budget of `dailyBudget` credits (the others at their defaults), as the options page saves them. */
export async function storeDailyBudget(worker: Worker, dailyBudget: number): Promise<void> {
  await worker.evaluate(
    (budget) =>
      chrome.storage.local.set({
        usagePreferences: {
          cacheTtlMinutes: 60,
          privateMode: false,
          lowBalanceThreshold: 20,
          showBadge: false,
          dailyBudget: budget,
        },
      }),
    dailyBudget,
  );
}
