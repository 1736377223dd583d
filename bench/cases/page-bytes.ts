import type { Page } from '@playwright/test';
import { searchAndWait } from '../page-timing';
import { summarize } from '../stats';
import type { BenchContext, Figure } from './bench-context';
import { hundredResultBody } from './many-results';

/** Counts, in the page, the JSON length of every storage.onChanged payload it receives (all areas). */
async function countChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scope = globalThis as { benchChangedBytes?: number };
    scope.benchChangedBytes = 0;
    chrome.storage.onChanged.addListener((changes) => {
      scope.benchChangedBytes = (scope.benchChangedBytes ?? 0) + JSON.stringify(changes).length;
    });
  });
}

const changedBytes = (page: Page) =>
  page.evaluate(() => (globalThis as { benchChangedBytes?: number }).benchChangedBytes ?? 0);

/** Waits until no storage change has arrived for `quietMs` (the search's bookkeeping is done). */
async function untilQuiet(page: Page, quietMs = 500): Promise<number> {
  let last = await changedBytes(page);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = await changedBytes(page);
    if (now === last) return now;
    last = now;
  }
}

/**
 * Bytes delivered to an open side panel per search: the sum of the JSON lengths of the
 * storage.onChanged payloads it received (old and new values, every area), from Enter
 * until the search's bookkeeping has settled. A page that listens to storage receives
 * all of them, whatever it reads.
 */
export async function measurePageBytes(context: BenchContext): Promise<Figure[]> {
  const { panel } = context;
  await countChanges(panel);
  const runs = Math.min(context.runs, 10);
  const measure = async (hundred: boolean) => {
    const samples: number[] = [];
    for (let i = -2; i < runs; i += 1) {
      const query = context.freshQuery();
      if (hundred) context.api.enqueue({ status: 200, body: hundredResultBody(query) });
      const before = await untilQuiet(panel);
      await searchAndWait(panel, query);
      const after = await untilQuiet(panel);
      if (i >= 0) samples.push((after - before) / 1000);
    }
    return summarize(samples);
  };
  const ten = await measure(false);
  const hundred = await measure(true);
  return [
    {
      key: 'pageBytes10',
      label: 'Bytes to an open page per search, ~10 results (KB)',
      summary: ten,
      method: 'sum of JSON.stringify(changes).length over storage.onChanged in the side panel, Enter → quiet',
      unit: 'KB',
    },
    {
      key: 'pageBytes100',
      label: 'Bytes to an open page per search, 100 results (KB)',
      summary: hundred,
      method: 'as above, for a 100-result answer following another 100-result answer',
      unit: 'KB',
      target: 64,
    },
  ];
}
