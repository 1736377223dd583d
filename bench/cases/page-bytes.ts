import type { Page } from '@playwright/test';
import { searchAndWait } from '../page-timing';
import { summarize } from '../stats';
import type { BenchContext, Figure } from './bench-context';
import { hundredResultBody } from './many-results';
import { panelInNewWindow } from './two-windows';

type Area = 'session' | 'local' | 'sync' | 'managed';
type Counted = Record<Area | 'all', number>;

/** Counts, in the page, the JSON length of every storage.onChanged payload it receives, per area. */
async function countChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scope = globalThis as { benchChangedBytes?: Record<string, number> };
    scope.benchChangedBytes = { all: 0 };
    chrome.storage.onChanged.addListener((changes, area) => {
      const bytes = JSON.stringify(changes).length;
      const counted = (scope.benchChangedBytes ??= { all: 0 });
      counted.all = (counted.all ?? 0) + bytes;
      counted[area] = (counted[area] ?? 0) + bytes;
    });
  });
}

const changedBytes = (page: Page): Promise<Counted> =>
  page.evaluate(() => {
    const counted = (globalThis as { benchChangedBytes?: Record<string, number> }).benchChangedBytes ?? {};
    return { all: 0, session: 0, local: 0, sync: 0, managed: 0, ...counted };
  });

/** Waits until no storage change has arrived for `quietMs` (the search's bookkeeping is done). */
async function untilQuiet(pages: Page[], quietMs = 500): Promise<Counted[]> {
  let last = await Promise.all(pages.map(changedBytes));
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = await Promise.all(pages.map(changedBytes));
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

const kb = (after: Counted | undefined, before: Counted | undefined, area: keyof Counted) =>
  ((after?.[area] ?? 0) - (before?.[area] ?? 0)) / 1000;

/**
 * Bytes through storage.onChanged per search (DESIGN §4: at most 2 KB, whatever the number of
 * results): the JSON length of every payload (old and new values) the panel that searched
 * receives, from Enter until the bookkeeping has settled, per storage area; and what a panel
 * in another window — a page that did not ask — receives meanwhile. The results themselves
 * travel once, in the reply to the page that asked: they are not counted here.
 */
export async function measurePageBytes(context: BenchContext): Promise<Figure[]> {
  const { panel } = context;
  const other = await panelInNewWindow(context.bench);
  await Promise.all([countChanges(panel), countChanges(other)]);
  const runs = Math.min(context.runs, 10);
  const measure = async (hundred: boolean) => {
    const samples: Array<{ all: number; session: number; local: number; other: number }> = [];
    for (let i = -2; i < runs; i += 1) {
      const query = context.freshQuery();
      if (hundred) context.api.enqueue({ status: 200, body: hundredResultBody(query) });
      const [before, otherBefore] = await untilQuiet([panel, other]);
      await searchAndWait(panel, query);
      const [after, otherAfter] = await untilQuiet([panel, other]);
      if (i >= 0) {
        samples.push({
          all: kb(after, before, 'all'),
          session: kb(after, before, 'session'),
          local: kb(after, before, 'local'),
          other: kb(otherAfter, otherBefore, 'all'),
        });
      }
    }
    return samples;
  };
  const ten = await measure(false);
  const hundred = await measure(true);
  await other.close();
  const figure = (key: string, label: string, values: number[], method: string, target?: number): Figure => ({
    key,
    label,
    summary: summarize(values),
    method,
    unit: 'KB',
    ...(target !== undefined && { target }),
  });
  const method = 'sum of JSON.stringify(changes).length over storage.onChanged in the searching panel, Enter → quiet';
  return [
    figure(
      'pageBytes10',
      'storage.onChanged per search, ~10 results (KB)',
      ten.map((s) => s.all),
      method,
      2,
    ),
    figure(
      'pageBytes100',
      'storage.onChanged per search, 100 results (KB)',
      hundred.map((s) => s.all),
      method,
      2,
    ),
    figure(
      'pageBytes100Session',
      '  of which storage.session',
      hundred.map((s) => s.session),
      `${method}, area session`,
    ),
    figure(
      'pageBytes100Local',
      '  of which storage.local',
      hundred.map((s) => s.local),
      `${method}, area local`,
    ),
    figure(
      'pageBytesOtherWindow',
      'Bytes to a page in another window, 100 results (KB)',
      hundred.map((s) => s.other),
      'the same count in a panel of another window, which did not ask',
    ),
  ];
}
