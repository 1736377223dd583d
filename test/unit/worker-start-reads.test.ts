import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startBackground } from '../../lib/background/start-background';
import type { WorkerBrowser } from '../../lib/browser/optional-apis';
import type { SearchOutcome } from '../../lib/search/search-message';
import { apiDialectItem, apiKeyItem } from '../../lib/settings/settings-items';
import { sendFromPage } from './page-messages';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { saveAddressWithKey } from './key-entered';

/*
 * A search that wakes a stopped worker (the menu, the shortcut, the address bar) should find what
 * it checks before its request leaves already read: the worker reads the settings and asks for
 * the API's access as it starts, not when the search arrives (bench/LOG.md, 2026-11-30: the
 * message → request step of a cold search, 7.6 → 3.5 ms). The worker is started as
 * entrypoints/background.ts starts it, with a browser that records what it is asked.
 */
const KEY = 'worker-start-key';
let api: SearchApi;
const asked: string[] = [];

function recordingBrowser(): WorkerBrowser {
  const copy: Record<string, unknown> = { ...fakeBrowser };
  // What the fake browser does not implement (as in windowless-background.test.ts).
  for (const name of ['contextMenus', 'commands', 'omnibox', 'windows']) delete copy[name];
  copy.permissions = {
    contains: ({ origins }: { origins: string[] }) => {
      asked.push(...origins);
      return Promise.resolve(true);
    },
    onAdded: { addListener: () => undefined },
    onRemoved: { addListener: () => undefined },
  };
  // WorkerBrowser is the browser's own type: the fake with a permissions namespace stands for it.
  return copy as unknown as WorkerBrowser;
}

beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false, mode: 'live' });
  fakeBrowser.reset();
  await apiKeyItem.setValue(KEY);
  await saveAddressWithKey(api.url);
  await apiDialectItem.setValue('serper');
  startBackground(recordingBrowser());
});
afterAll(() => api.close());

describe('what a worker reads as it starts', () => {
  it('asks for the API’s access before any search has come', async () => {
    await vi.waitFor(() => expect(asked).toContain(`${api.url}/*`));
    expect(api.requests).toEqual([]);
  });

  it('a search then asks nothing again: the first answer is remembered, and the request leaves', async () => {
    const before = asked.length;
    const reply = (await sendFromPage(
      'search',
      { request: { query: 'paris' }, source: 'sidepanel' },
      { tab: { windowId: 1, incognito: false } },
    )) as { res: SearchOutcome };
    expect(reply.res).toMatchObject({ ok: true });
    expect(asked.slice(before).filter((origin) => origin === `${api.url}/*`)).toEqual([]);
    expect(api.requests).toHaveLength(1);
  });
});
