import type { Frame, Page } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';
import { articleWithSelection, cardFor, clickQuickLookMenu } from './quick-look-page';

/*
 * An answer's books (the window's record, the history) are written once the page that asked has
 * painted it (issue 29): their storage events reach every page, and before they came between the
 * answer's render and its paint. The panel says when it has painted (the answerShown message);
 * the worker waits for that, and no longer than a moment when nothing says it. The quick-look card
 * says so too, for the search the worker started at the click.
 */

/** A change of the window's record, as a page heard it: when (epoch ms, high resolution), and what it says. */
interface RecordChange {
  at: number;
  id?: string;
  status?: string;
}

/** Starts keeping, in `page` (an extension page: it hears every storage change), each change of a window's record. */
async function hearRecordChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const changes: RecordChange[] = [];
    Object.assign(globalThis, { recordChanges: changes });
    chrome.storage.onChanged.addListener((changed, area) => {
      if (area !== 'session') return;
      for (const [key, change] of Object.entries(changed)) {
        if (!key.startsWith('window:')) continue;
        const record = change.newValue as { id?: string; status?: string } | undefined;
        changes.push({ at: performance.timeOrigin + performance.now(), id: record?.id, status: record?.status });
      }
    });
  });
}

/**
 * When (epoch ms) `target` painted the results whose mark's id starts with `id` (the panel's carry
 * `#<count>` after the search's id), or undefined.
 */
function paintedAt(target: Page | Frame, id: string): Promise<number | undefined> {
  return target.evaluate((id) => {
    const mark = performance
      .getEntriesByName('results-painted')
      .find((entry) => ((entry as PerformanceMark).detail as { id?: string } | null)?.id?.startsWith(id));
    return mark && performance.timeOrigin + mark.startTime;
  }, id);
}

/** The first answered record `page` heard of, once it has come. */
async function answeredChange(page: Page): Promise<RecordChange> {
  const answered = () =>
    page.evaluate(() =>
      (globalThis as unknown as { recordChanges: RecordChange[] }).recordChanges.find(
        (change) => change.status === 'success',
      ),
    );
  await expect.poll(answered).toBeTruthy();
  return (await answered())!;
}

test('the window’s record and the history follow the panel’s paint of the answer, and the panel says when that was', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await hearRecordChanges(panel);
  await searchFor(panel, 'paris');
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();

  // The answered record comes (the panel said it painted the answer: the worker wrote it then).
  const answered = await answeredChange(panel);
  // After the frame that painted that answer, not in between its render and that paint.
  const painted = await paintedAt(panel, `${answered.id}#`);
  expect(painted).toBeDefined();
  expect(answered.at).toBeGreaterThan(painted!);

  // The history has the search: the books were written.
  await panel.getByRole('button', { name: 'History', exact: true }).click();
  await expect(panel.getByRole('list', { name: 'Past searches' }).getByText('paris')).toBeVisible();
});

test('a quick look’s record and history follow the card’s paint of its answer, and the card says when that was', async ({
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  // An extension page hears every storage change, with a clock comparable to the card's (epoch, high resolution).
  const listener = await openPage('options.html');
  await hearRecordChanges(listener);
  const { page, tab } = await articleWithSelection(context, worker);
  await clickQuickLookMenu(worker, tab);
  const card = await cardFor(page, 'ada lovelace');
  await expect(card.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();

  const answered = await answeredChange(listener);
  const painted = await paintedAt(card, answered.id!);
  expect(painted).toBeDefined();
  expect(answered.at).toBeGreaterThan(painted!);

  const panel = await openPage('sidepanel.html');
  await panel.getByRole('button', { name: 'History', exact: true }).click();
  await expect(panel.getByRole('list', { name: 'Past searches' }).getByText('ada lovelace')).toBeVisible();
});
