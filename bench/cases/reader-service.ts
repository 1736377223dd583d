import { READER_PATH } from '../../test/search-api/server';
import type { BenchContext } from './bench-context';

/** The settings a case changes to read pages, as the options page stores them. */
const READER_SETTINGS = ['apiDialect', 'readerUrl'] as const;

/**
 * Runs `measure` with the Serper-compatible service and its reader (the local API in live mode,
 * POST /scrape at its own origin: the address the bench build already grants), as the reader's
 * end-to-end tests set it up (test/e2e/reader-page.ts), then puts the service back as it was: the
 * cases after it search the spec's dialect.
 */
export async function useReaderService<T>(
  context: BenchContext,
  measure: (readerUrl: string) => Promise<T>,
): Promise<T> {
  const { api, bench } = context;
  const readerUrl = `${api.url}${READER_PATH}`;
  const before = await bench.worker.evaluate((keys) => chrome.storage.local.get([...keys]), READER_SETTINGS);
  api.setMode('live');
  await bench.worker.evaluate((readerUrl) => chrome.storage.local.set({ apiDialect: 'serper', readerUrl }), readerUrl);
  try {
    return await measure(readerUrl);
  } finally {
    api.setMode('spec');
    await bench.worker.evaluate(
      async ({ keys, before }) => {
        await chrome.storage.local.remove(keys.filter((key) => !(key in before)));
        await chrome.storage.local.set(before);
      },
      { keys: [...READER_SETTINGS], before },
    );
  }
}
