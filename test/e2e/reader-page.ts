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

/**
 * A reader's answer for the screenshots, in the live reader's shape (`text`, `markdown`,
 * `metadata`, `credits`), written for them: the local API's own pages say they are
 * demonstrations, which reads oddly in a picture of the product. Facts as commonly published.
 */
export const SCREENSHOT_READER_ANSWER = {
  text: 'Ada Lovelace',
  markdown: [
    '# Ada Lovelace',
    'Augusta Ada King, Countess of Lovelace (1815–1852), was an English mathematician and writer, ' +
      'chiefly known for her work on Charles Babbage’s proposed mechanical general-purpose computer, ' +
      'the Analytical Engine.',
    '## The notes on the Analytical Engine',
    'In 1843 she translated an article by the Italian engineer Luigi Menabrea about the Engine and added ' +
      'notes of her own, labelled A to G, about three times as long as the article.',
    'Note G describes an algorithm for the Engine to compute Bernoulli numbers, often called the first ' +
      'published computer program.',
    '- She saw that the Engine could act on things other than numbers, such as musical notes.',
    '- The programming language [Ada](https://en.wikipedia.org/wiki/Ada_(programming_language)) is named after her.',
    '## Legacy',
    'Ada Lovelace Day, on the second Tuesday of October, celebrates women in science, technology, ' +
      'engineering and mathematics.',
  ].join('\n\n'),
  metadata: { title: 'Ada Lovelace - Wikipedia' },
  credits: 2,
};
