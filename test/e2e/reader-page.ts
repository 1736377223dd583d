import type { Page, Worker } from '@playwright/test';
import { E2E_API_ORIGIN } from './e2e-build';
import { configureExtension } from './fixtures';
import { READER_PATH, type SearchApi } from '../search-api/server';

/* The live service with its reader (the local API in live mode, POST /scrape), and a result's Read here. */

export const READER_URL = `${E2E_API_ORIGIN}${READER_PATH}`;

/** The live service with its reader, set the way the options page stores them. */
export async function liveWithReader(api: SearchApi, worker: Worker): Promise<void> {
  api.setMode('live');
  await configureExtension(worker);
  await worker.evaluate((readerUrl) => chrome.storage.local.set({ apiDialect: 'serper', readerUrl }), READER_URL);
}

/** The n-th row of the side panel's results. */
export function resultRow(panel: Page, index: number) {
  return panel.getByRole('list', { name: 'Results' }).getByRole('listitem').nth(index);
}

/** Opens a result's actions menu and returns its Read here button. */
export async function readHereOf(panel: Page, index: number) {
  const row = resultRow(panel, index);
  await row.getByRole('button', { name: /^More actions for / }).click();
  return row.getByRole('button', { name: /^Read here/u });
}
