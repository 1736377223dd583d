import type { Page, Worker } from '@playwright/test';
import { syncItemBytes } from '../../lib/storage/byte-size';
import {
  configureExtension,
  expect,
  gotoExtensionPage,
  launchReady,
  test,
  TEST_KEY,
  type ReadyBrowser,
} from './fixtures';
import { searchFor, showSearchOptions } from './pages';

/**
 * Two browser profiles in real Chromium, the second given what the first wrote to storage.sync —
 * read out of the first profile's worker and written into the second's, as the browser's own
 * sync would carry it (these profiles are signed in to nothing: Chromium keeps storage.sync
 * locally, with its quotas and rate caps, and fires storage.onChanged as for a synced change).
 */
const FIRST_KEY = 'first-profile-key-5d1c';
const SECOND_KEY = 'second-profile-key-88ab';
const SYNC_LABEL = 'Sync settings across your browsers';

const syncStorage = (worker: Worker) => worker.evaluate(() => chrome.storage.sync.get(null));

/** What the browser's sync does: the second profile's storage.sync gets every item the first wrote. */
async function carry(from: ReadyBrowser, to: ReadyBrowser): Promise<void> {
  const items = await syncStorage(from.worker);
  await to.worker.evaluate((carried) => chrome.storage.sync.set(carried), items);
}

/** Opens the options page and waits until it shows the stored settings (typing earlier would be overwritten). */
async function optionsOf(browser: ReadyBrowser): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`chrome-extension://${browser.extensionId}/options.html`);
  await expect(page.getByRole('textbox', { name: 'API base URL' })).not.toHaveValue('');
  return page;
}

async function save(options: Page): Promise<void> {
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');
}

/** Resolves once the first profile's sync storage holds `blocked` in its sites group. */
async function syncedBlocked(browser: ReadyBrowser, blocked: string[]): Promise<void> {
  await expect
    .poll(async () => {
      const sites = (await syncStorage(browser.worker))['settings.sites'] as
        { data?: Record<string, unknown> } | undefined;
      return sites?.data?.['siteLists.blocked'];
    })
    .toEqual(blocked);
}

test.describe('settings sync between two browser profiles', () => {
  // Two browsers at once: twice the work of one test on a shared machine.
  test.describe.configure({ timeout: 90_000 });
  let first: ReadyBrowser;
  let second: ReadyBrowser;

  test.beforeEach(async () => {
    [first, second] = await Promise.all([launchReady(), launchReady()]);
    await configureExtension(first.worker, { apiKey: FIRST_KEY });
    await configureExtension(second.worker, { apiKey: SECOND_KEY });
  });
  test.afterEach(async () => {
    await Promise.all([first.context.close(), second.context.close()]);
  });

  test('switching on in the second takes the first’s blocked sites; the key is in neither sync storage nor carried', async () => {
    const firstOptions = await optionsOf(first);
    const checkbox = firstOptions.getByRole('checkbox', { name: SYNC_LABEL });
    await expect(checkbox).not.toBeChecked();
    await expect(
      firstOptions.getByText(/^Synced: search defaults and presets, .* Never synced: your API key/u),
    ).toBeVisible();
    await expect(firstOptions.getByText(/Settings › You and Google › Sync/u)).toBeVisible();
    await checkbox.check();
    await save(firstOptions);
    await expect(firstOptions.getByText('Sync is on. Nothing was synced yet', { exact: false })).toBeVisible();
    await firstOptions.getByRole('textbox', { name: 'Blocked sites' }).fill('spam.example\nads.example');
    await save(firstOptions);
    await syncedBlocked(first, ['spam.example', 'ads.example']);

    // The second profile has its own lists and key; the browser's sync brings the first's items.
    await second.worker.evaluate(() =>
      chrome.storage.local.set({ siteLists: { blocked: ['second.example'], pinned: [] } }),
    );
    await carry(first, second);
    const secondOptions = await optionsOf(second);
    await expect(secondOptions.getByRole('textbox', { name: 'Blocked sites' })).toHaveValue('second.example');
    await secondOptions.getByRole('checkbox', { name: SYNC_LABEL }).check();
    await save(secondOptions);
    await expect(
      secondOptions.getByText(/^Sync is on\. Taken from your other browsers: .*Blocked and pinned sites/u),
    ).toBeVisible();
    await secondOptions.reload();
    await expect(secondOptions.getByRole('textbox', { name: 'Blocked sites' })).toHaveValue(
      'spam.example\nads.example',
    );
    await expect(secondOptions.getByRole('checkbox', { name: SYNC_LABEL })).toBeChecked();
    // The page's own values did not go back over the first's.
    await syncedBlocked(second, ['spam.example', 'ads.example']);

    for (const [browser, key] of [
      [first, FIRST_KEY],
      [second, SECOND_KEY],
    ] as const) {
      const synced = JSON.stringify(await syncStorage(browser.worker));
      expect(synced).not.toContain(FIRST_KEY);
      expect(synced).not.toContain(SECOND_KEY);
      expect(synced).not.toMatch(/apiKey|privateMode|creditLedger|cacheTtlMinutes/u);
      expect(await browser.worker.evaluate(() => chrome.storage.local.get('apiKey'))).toEqual({ apiKey: key });
    }
  });

  test('with sync on, a search — its history entry, its cached answer, its credits — puts nothing in sync storage', async ({
    api,
  }) => {
    // The first browser with the local API's own key, sync switched on from its options page.
    await configureExtension(first.worker);
    const options = await optionsOf(first);
    await options.getByRole('checkbox', { name: SYNC_LABEL }).check();
    await save(options);
    await expect.poll(async () => Object.keys(await syncStorage(first.worker)).length).toBeGreaterThan(0);

    const panel = await first.context.newPage();
    await gotoExtensionPage(panel, first.extensionId, 'sidepanel.html');
    await searchFor(panel, 'grace hopper');
    await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('1 credit billed');
    expect(api.searchRequests()).toHaveLength(1);
    // Kept here: in the history, the ledger and the cache of this browser.
    await panel.getByRole('button', { name: 'History', exact: true }).click();
    await expect(panel.getByRole('list', { name: 'Past searches' }).getByRole('listitem').first()).toContainText(
      'grace hopper',
    );
    await expect
      .poll(async () => JSON.stringify(await first.worker.evaluate(() => chrome.storage.local.get(null))))
      .toMatch(/creditLedger/u);

    const synced = JSON.stringify(await syncStorage(first.worker));
    expect(synced).not.toMatch(/grace hopper/iu);
    expect(synced).not.toContain(TEST_KEY);
    expect(synced).not.toMatch(/apiKey"|creditLedger|pendingCharges|history|cache"|quickLook|snapshot/u);
  });

  test('a change made in one reaches the other’s open options page and side panel without a reload', async () => {
    for (const browser of [first, second]) {
      await browser.worker.evaluate(() => chrome.storage.local.set({ settingsSyncOn: true }));
    }
    const firstOptions = await optionsOf(first);
    const secondOptions = await optionsOf(second);
    await expect(secondOptions.getByText(/^Sync is on\./u)).toBeVisible();
    const panel = await second.context.newPage();
    await gotoExtensionPage(panel, second.extensionId, `sidepanel.html`);
    await showSearchOptions(panel);

    await firstOptions.getByRole('textbox', { name: 'Pinned sites' }).fill('wiki.example');
    await firstOptions.getByRole('combobox', { name: 'Country', exact: true }).fill('FR');
    await save(firstOptions);
    await expect
      .poll(async () => JSON.stringify(await syncStorage(first.worker)))
      .toContain('"searchDefaults.country":"FR"');
    await expect
      .poll(async () => JSON.stringify(await syncStorage(first.worker)))
      .toContain('"siteLists.pinned":["wiki.example"]');

    await carry(first, second);
    await expect(secondOptions.getByRole('textbox', { name: 'Pinned sites' })).toHaveValue('wiki.example');
    await expect(secondOptions.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('FR');
    await expect(panel.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('FR');
  });

  test('another browser’s service address does not get this browser’s key until it is entered for it', async ({
    api,
  }) => {
    for (const browser of [first, second]) {
      await browser.worker.evaluate(() => chrome.storage.local.set({ settingsSyncOn: true }));
    }
    // The second browser's key is entered on its options page, for the local API's address.
    const secondOptions = await optionsOf(second);
    await secondOptions.getByLabel('API key', { exact: true }).fill(SECOND_KEY);
    await save(secondOptions);
    await secondOptions.close();
    // That Save changed the second's service group too (it stores the dialect and reader address
    // it shows); the first's change comes after it has gone out, as a change a person makes later
    // would. (Made 150 ms apart, the newest change wins by the workers' clocks: no order to test.)
    await expect.poll(async () => JSON.stringify(await syncStorage(second.worker))).toContain('"apiDialect":"spec"');
    // The first browser's service is the same server under another name: another origin.
    const elsewhere = api.url.replace('127.0.0.1', 'localhost');
    await first.worker.evaluate((url) => chrome.storage.local.set({ apiBaseUrl: url }), elsewhere);
    await expect.poll(async () => JSON.stringify(await syncStorage(first.worker))).toContain(elsewhere);

    const secondBefore = await syncStorage(second.worker);
    await carry(first, second);
    await expect
      .poll(() => second.worker.evaluate(() => chrome.storage.local.get('apiBaseUrl')))
      .toEqual({ apiBaseUrl: elsewhere })
      .catch(async (error: unknown) => {
        // What each side held, should the newest change ever be taken for the older again.
        const dump = {
          secondSyncBefore: secondBefore,
          firstSync: await syncStorage(first.worker),
          secondSync: await syncStorage(second.worker),
          secondLocal: await second.worker.evaluate(() =>
            chrome.storage.local.get(['apiBaseUrl', 'apiDialect', 'readerUrl', 'settingsSyncOn', 'settingsSyncState']),
          ),
          now: await second.worker.evaluate(() => Date.now()),
        };
        console.log(`settings-sync dump: ${JSON.stringify(dump)}`);
        throw error;
      });
    const panel = await second.context.newPage();
    await gotoExtensionPage(panel, second.extensionId, `sidepanel.html?q=paris`);
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText(`Your API key was entered for ${api.url}`);
    await expect(alert).toContainText(new URL(elsewhere).origin);
    await expect(alert.getByRole('button', { name: 'Open settings' })).toBeVisible();
    // Nothing left with the key, under either name.
    expect(api.requests).toEqual([]);
  });
});

test.describe('settings sync within the browser’s limits', () => {
  let first: ReadyBrowser;

  test.beforeEach(async () => {
    first = await launchReady();
    await configureExtension(first.worker, { apiKey: FIRST_KEY });
  });
  test.afterEach(async () => {
    await first.context.close();
  });

  test('a group over 8 KB is reported with its size and not written; the browser agrees with the measure', async () => {
    const options = await optionsOf(first);
    await options.getByRole('checkbox', { name: SYNC_LABEL }).check();
    await options.getByRole('textbox', { name: 'Blocked sites' }).fill('small.example');
    await save(options);
    await syncedBlocked(first, ['small.example']);

    const many = Array.from({ length: 600 }, (_, i) => `site-number-${i}.example`);
    await options.getByRole('textbox', { name: 'Blocked sites' }).fill(many.join('\n'));
    await save(options);
    await expect(
      options.getByText(/^Too large to sync: Blocked and pinned sites \([\d,]+ bytes, [\d,]+ more than the 8,192/u),
    ).toBeVisible();
    await syncedBlocked(first, ['small.example']);

    // The measure is the browser's own: an item our count puts at 8,192 bytes is stored, one byte more is refused.
    const attempts = await first.worker.evaluate(async (cases) => {
      const results: string[] = [];
      for (const [key, value] of cases) {
        try {
          await chrome.storage.sync.set({ [key]: value });
          results.push('stored');
        } catch (error) {
          results.push(String((error as Error).message));
        }
      }
      await chrome.storage.sync.remove(cases.map(([key]) => key));
      return results;
    }, boundaryCases());
    expect(attempts.map((attempt) => (attempt === 'stored' ? attempt : 'refused'))).toEqual(
      boundaryCases().map(([, , fits]) => (fits ? 'stored' : 'refused')),
    );
  });

  test('a write the browser refuses (the minute’s cap) is shown, and the settings here stay as saved', async () => {
    const options = await optionsOf(first);
    await options.getByRole('checkbox', { name: SYNC_LABEL }).check();
    await save(options);
    await expect(options.getByText(/^Sync is on\./u)).toBeVisible();
    // Something else spends this minute's 120 writes.
    const spent = await first.worker.evaluate(async () => {
      for (let i = 0; i < 200; i += 1) {
        try {
          await chrome.storage.sync.set({ spent: i });
        } catch (error) {
          return String((error as Error).message);
        }
      }
      return 'never refused';
    });
    expect(spent).toBe('This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota.');

    await options.getByRole('textbox', { name: 'Blocked sites' }).fill('refused.example');
    await save(options);
    await expect(
      options.getByText(
        /^Your browser did not store the settings for sync \(This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota\.\)\. They are sent again after /u,
      ),
    ).toBeVisible();
    await options.reload();
    await expect(options.getByRole('textbox', { name: 'Blocked sites' })).toHaveValue('refused.example');
  });
});

/** Values of exactly 8,192 and 8,193 bytes as syncItemBytes counts them, in ASCII, CJK, "<" and U+2028. */
function boundaryCases(): Array<[string, string, boolean]> {
  const cases: Array<[string, string, boolean]> = [];
  for (const [name, unit] of [
    ['ascii', 'a'],
    ['cjk', '界'],
    ['less-than', '<'],
    ['line-separator', '\u2028'],
  ] as const) {
    // What one more character adds, as counted: the key and the quotes stay the same.
    const each = syncItemBytes(name, unit + unit) - syncItemBytes(name, unit);
    for (const target of [8_192, 8_193]) {
      const count = Math.floor((target - syncItemBytes(name, '')) / each);
      // Padded with ASCII to the exact byte count.
      const text = unit.repeat(count) + 'a'.repeat(target - syncItemBytes(name, unit.repeat(count)));
      if (syncItemBytes(name, text) !== target) throw new Error(`no ${target}-byte ${name} value`);
      cases.push([name, text, target <= 8_192]);
    }
  }
  return cases;
}
