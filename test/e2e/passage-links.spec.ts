import type { Worker } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { E2E_API_ORIGIN } from './e2e-build';
import { enqueueSiteResults } from './site-results';

/*
 * Results open at their passage (DESIGN §4 Reading a result here): opening a result from the side
 * panel adds a text fragment from its snippet; the link's href stays the page; an address with a
 * fragment of its own keeps it; the option in the settings turns it off. Results link to the local
 * API's origin, whose tabs the worker may read (its host permission): no internet is needed.
 */

const RESULTS = [
  {
    title: 'Ada Lovelace biography',
    link: `${E2E_API_ORIGIN}/pages/ada`,
    snippet: 'Mar 3, 2024 — Ada Lovelace wrote the first published algorithm for a machine … London',
    position: 1,
  },
  {
    title: 'Her notes, section G',
    link: `${E2E_API_ORIGIN}/pages/notes#note-g`,
    snippet: 'In note G she describes an algorithm to compute Bernoulli numbers',
    position: 2,
  },
];

async function resultTabUrls(worker: Worker): Promise<string[]> {
  return worker.evaluate(
    async (origin) =>
      (await chrome.tabs.query({ url: `${origin}/pages/*` })).map((tab) => tab.url ?? tab.pendingUrl ?? '').sort(),
    E2E_API_ORIGIN,
  );
}

test('a result opened from the side panel lands at the passage its snippet quotes; its href stays clean', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  enqueueSiteResults(api, 'ada', RESULTS);
  const panel = await openPage('sidepanel.html?q=ada');
  const first = panel.getByRole('link', { name: 'Ada Lovelace biography' });
  await expect(first).toHaveAttribute('href', RESULTS[0]!.link);

  await first.click();
  await expect
    .poll(() => resultTabUrls(worker))
    .toEqual([`${RESULTS[0]!.link}#:~:text=Ada%20Lovelace%20wrote%20the%20first%20published%20algorithm%20for`]);
  // The link a person copies is still the page itself.
  await expect(first).toHaveAttribute('href', RESULTS[0]!.link);

  // An address with a fragment of its own is opened as it is.
  await panel.getByRole('link', { name: 'Her notes, section G' }).click();
  await expect.poll(async () => (await resultTabUrls(worker)).includes(RESULTS[1]!.link)).toBe(true);
});

test('the setting turns passages off: results open at their own address', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  const passages = options.getByRole('checkbox', { name: 'Open results at the passage their snippet quotes' });
  await expect(passages).toBeChecked();
  await passages.uncheck();
  await options.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => worker.evaluate(() => chrome.storage.local.get('passageLinks')))
    .toEqual({
      passageLinks: false,
    });

  enqueueSiteResults(api, 'ada', RESULTS);
  const panel = await openPage('sidepanel.html?q=ada');
  await panel.getByRole('link', { name: 'Ada Lovelace biography' }).click();
  await expect.poll(() => resultTabUrls(worker)).toEqual([RESULTS[0]!.link]);
});
