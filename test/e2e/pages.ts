import type { Page } from '@playwright/test';
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

/** Writes a pending search into storage.session exactly as the right-click handler's storePendingSearch does. */
export async function storePendingLikeTheMenu(
  worker: import('@playwright/test').Worker,
  pending: { id: string; query: string; note?: string },
): Promise<void> {
  await worker.evaluate(
    (p) =>
      chrome.storage.session.set({
        currentSearch: {
          id: p.id,
          status: 'pending',
          request: { query: p.query },
          source: 'context-menu',
          startedAt: Date.now(),
          ...(p.note !== undefined && { note: p.note }),
        },
      }),
    pending,
  );
}
