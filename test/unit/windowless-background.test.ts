import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startBackground } from '../../lib/background/start-background';
import type { WorkerBrowser } from '../../lib/browser/optional-apis';
import { ONLY_WINDOW_ID, windowRecordKey, type SearchRecord } from '../../lib/search/current-search';
import type { SearchOutcome } from '../../lib/search/search-message';
import { apiKeyItem } from '../../lib/settings/settings-items';
import { sendFromPage as sendFromExtension } from './page-messages';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { saveAddressWithKey } from './key-entered';

/*
 * Firefox for Android has no contextMenus, commands, omnibox or windows. The worker is started
 * the way entrypoints/background.ts starts it, with WXT's fake browser less those namespaces:
 * it must start, run its migration, and answer a search.
 */
const KEY = 'android-test-key';
let api: SearchApi;
const ABSENT = ['contextMenus', 'commands', 'omnibox', 'windows'] as const;

/** The fake browser as Firefox for Android offers it: no menus, shortcuts, keyword or windows. */
function androidBrowser(opened: string[]): WorkerBrowser {
  const copy: Record<string, unknown> = { ...fakeBrowser };
  for (const name of ABSENT) delete copy[name];
  // The fake browser implements no permissions events; the API's origin is granted, as a build's is.
  copy.permissions = {
    contains: () => Promise.resolve(true),
    onAdded: { addListener: () => undefined },
    onRemoved: { addListener: () => undefined },
  };
  copy.runtime = {
    ...fakeBrowser.runtime,
    openOptionsPage: () => {
      opened.push('options');
      return Promise.resolve();
    },
  };
  // WorkerBrowser is the browser's own type: a copy of the fake, less what Android lacks, stands for it.
  return copy as unknown as WorkerBrowser;
}

/** A message from Firefox's sidebar page (Firefox for Android has no side panel, but the same page in a tab). */
const sendFromPage = (type: string, data: unknown, sender: object) =>
  sendFromExtension(type, data, { url: `moz-extension://${fakeBrowser.runtime.id}/sidebar.html`, ...sender });

// One worker for the file: a JS context takes one listener per message type (as a real worker does).
const opened: string[] = [];
let started: unknown;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false });
  fakeBrowser.reset();
  await apiKeyItem.setValue(KEY);
  await saveAddressWithKey(api.url);
  const browser = androidBrowser(opened);
  for (const name of ABSENT) expect(browser[name]).toBeUndefined();
  try {
    startBackground(browser);
  } catch (error) {
    started = error;
  }
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('a browser without contextMenus, commands, omnibox and windows (Firefox for Android)', () => {
  it('starts the worker without throwing, and a fresh install opens the settings without building a menu', async () => {
    expect(started).toBeUndefined();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    await fakeBrowser.runtime.onStartup.trigger();
    expect(opened).toEqual(['options']);
  });

  it('answers a search from the popup, shown in the one window and kept like a normal window’s', async () => {
    const reply = (await sendFromPage(
      'search',
      { request: { query: 'ada lovelace' }, source: 'popup', windowId: ONLY_WINDOW_ID },
      {},
    )) as { res: SearchOutcome };
    expect(reply.res.ok).toBe(true);
    expect(reply.res.ok && reply.res.response.knowledgeGraph?.title).toBe('Ada Lovelace');
    expect(api.searchRequests()).toHaveLength(1);
    const key = windowRecordKey(ONLY_WINDOW_ID);
    // The window's record is written once the reply is on its way (a task later).
    const record = async () => (await fakeBrowser.storage.session.get(key))[key] as SearchRecord | undefined;
    await expect.poll(record).toMatchObject({ status: 'success', request: { query: 'ada lovelace' } });
  });

  it('keeps a private tab’s search apart: no record for the window', async () => {
    const reply = (await sendFromPage(
      'search',
      { request: { query: 'private plans' }, source: 'sidepanel' },
      { tab: { windowId: 1, incognito: true } },
    )) as { res: SearchOutcome };
    expect(reply.res.ok).toBe(true);
    const key = windowRecordKey(ONLY_WINDOW_ID);
    const record = (await fakeBrowser.storage.session.get(key))[key] as SearchRecord | undefined;
    expect(record?.request.query).toBe('ada lovelace');
  });
});

describe('a page in a browser without windows', () => {
  it('names the one window, or none when it runs in a private context', async () => {
    const windows = fakeBrowser.windows;
    const holder = fakeBrowser as unknown as Record<string, unknown>;
    delete holder.windows;
    try {
      vi.resetModules();
      const { pageWindow } = await import('../../lib/ui/page-window');
      expect(await pageWindow()).toEqual({ id: ONLY_WINDOW_ID, private: false });
      vi.resetModules();
      fakeBrowser.extension.inIncognitoContext = true;
      const again = await import('../../lib/ui/page-window');
      expect(await again.pageWindow()).toEqual({ id: undefined, private: true });
    } finally {
      holder.windows = windows;
      fakeBrowser.extension.inIncognitoContext = false;
    }
  });
});
