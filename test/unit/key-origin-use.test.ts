import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startBackground } from '../../lib/background/start-background';
import type { WorkerBrowser } from '../../lib/browser/optional-apis';
import type { SearchOutcome } from '../../lib/search/search-message';
import { apiKeyOriginsItem, keyMayGoTo, keyOriginsAfterSave, originsOf } from '../../lib/settings/key-origin';
import { apiBaseUrlItem, apiDialectItem, apiKeyItem } from '../../lib/settings/settings-items';
import { sendFromPage as sendFromExtension } from './page-messages';
import { startSearchApi, type SearchApi } from '../search-api/server';

/*
 * Review 4, L10, where the key is used: the options page asks for the key again before it saves
 * an address on another origin, but an address can also arrive another way — another browser's
 * settings through storage.sync, a stored value changed behind the page. The worker sends the
 * key only to the origins it was entered for. Started as entrypoints/background.ts starts it,
 * against the real local API, reached under two origins (127.0.0.1 and localhost): if the key
 * went to the second, the local API would see the request.
 */
const KEY = 'key-origin-use-key';
let api: SearchApi;

function browserGrantingAll(): WorkerBrowser {
  const copy: Record<string, unknown> = { ...fakeBrowser };
  // What the fake browser does not implement (as in account-permission.test.ts).
  for (const name of ['contextMenus', 'commands', 'omnibox', 'windows']) delete copy[name];
  copy.permissions = {
    contains: () => Promise.resolve(true),
    onAdded: { addListener: () => undefined },
    onRemoved: { addListener: () => undefined },
  };
  // WorkerBrowser is the browser's own type: the fake with a permissions namespace stands for it.
  return copy as unknown as WorkerBrowser;
}

/** A message from a page in a normal window's tab. */
const sendFromPage = (type: string, data: unknown) =>
  sendFromExtension(type, data, { tab: { windowId: 1, incognito: false } });

async function search(query: string): Promise<SearchOutcome> {
  const reply = (await sendFromPage('search', { request: { query }, source: 'sidepanel' })) as { res: SearchOutcome };
  return reply.res;
}

/** The local API's address under its other name: another origin, the same server. */
const otherName = () => api.url.replace('127.0.0.1', 'localhost');

beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false, mode: 'live' });
  fakeBrowser.reset();
  // A key with no record of where it was entered (saved before the record existed, or written
  // behind the settings page), with an address that is not the build's own.
  await apiKeyItem.setValue(KEY);
  await apiBaseUrlItem.setValue(api.url);
  await apiDialectItem.setValue('serper');
  startBackground(browserGrantingAll());
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('the key goes only to the origins it was entered for', () => {
  it('a key with no record goes only to the build’s own API origin: to any other address, nothing (L2)', async () => {
    expect(api.url).toContain('127.0.0.1');
    const outcome = await search('ada lovelace');
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'not-configured', field: 'apiKey' } });
    expect(api.searchRequests()).toHaveLength(0);
    // And the worker does not record the stored address for it (sync or a file may have written it).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await apiKeyOriginsItem.getValue()).toBeNull();
    // Once the key is entered for it (a Save with the key records it), it goes there.
    await apiKeyOriginsItem.setValue(originsOf(api.url));
    expect(await search('ada lovelace')).toMatchObject({ ok: true });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('an address that arrived without the key (as a synced one does) gets nothing: not a search, not the balance', async () => {
    await apiBaseUrlItem.setValue(otherName());
    const outcome = await search('grace hopper');
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'not-configured', field: 'apiKey' } });
    const message = outcome.ok ? '' : outcome.error.message;
    expect(message).toContain(new URL(otherName()).origin);
    expect(message).toContain(new URL(api.url).origin);
    await sendFromPage('refreshBalance', undefined);
    expect(api.requests).toEqual([]);
  });

  it('once the key is entered for that address (a Save with the key records it), it goes there', async () => {
    await apiBaseUrlItem.setValue(otherName());
    await apiKeyOriginsItem.setValue(originsOf(otherName()));
    expect(await search('katherine johnson')).toMatchObject({ ok: true });
    expect(api.searchRequests()).toHaveLength(1);
    // And no longer to the first one, which it was not entered for this time.
    await apiBaseUrlItem.setValue(api.url);
    expect(await search('dorothy vaughan')).toMatchObject({ ok: false, error: { field: 'apiKey' } });
    expect(api.searchRequests()).toHaveLength(1);
  });
});

describe('the record of where the key may go', () => {
  const LIVE = 'https://google.serper.dev';
  it.each<[string, string[] | null, string, boolean]>([
    ['an origin it was entered for', [LIVE], LIVE, true],
    ['the live service’s reader beside its search address', [LIVE], 'https://scrape.serper.dev', true],
    ['another origin', [LIVE], 'https://evil.example', false],
    ['another port of the same host', ['https://api.example.com'], 'https://api.example.com:8443', false],
    ['the reader alone does not vouch for the search address', ['https://scrape.serper.dev'], LIVE, false],
    ['none recorded: not to another origin (fail closed, L2)', null, 'https://evil.example', false],
    ['none recorded: to the build’s own API origin', null, LIVE, true],
    ['none recorded: to the reader paired with the build’s own', null, 'https://scrape.serper.dev', true],
    ['an empty record reads as none recorded', [], 'https://evil.example', false],
  ])('%s', (_name, origins, origin, expected) => {
    // As a build made with WXT_API_BASE_URL=https://google.serper.dev would decide.
    expect(keyMayGoTo(origins, origin, LIVE)).toBe(expected);
  });

  it('with none recorded and no address built in, the key goes nowhere', () => {
    expect(keyMayGoTo(null, LIVE, undefined)).toBe(false);
  });

  it('is written from the addresses typed and granted with an entered key, kept otherwise, dropped with the key', () => {
    const saved = { apiBaseUrl: 'https://api.example.com/v1', readerUrl: 'https://read.example.com' };
    const after = { apiKey: 'k', saved };
    expect(keyOriginsAfterSave(['https://old.example'], { ...after, keyEntered: true })).toEqual([
      'https://api.example.com',
      'https://read.example.com',
    ]);
    expect(keyOriginsAfterSave(['https://old.example'], { ...after, keyEntered: false })).toEqual([
      'https://old.example',
    ]);
    // Addresses that were not stored by this Save (refused, not granted) are never recorded,
    // whatever storage holds (sync or a file may have written it): L2.
    expect(keyOriginsAfterSave(null, { apiKey: 'k', keyEntered: true })).toBeNull();
    expect(keyOriginsAfterSave(['https://old.example'], { apiKey: 'k', keyEntered: true })).toEqual([
      'https://old.example',
    ]);
    expect(keyOriginsAfterSave(['https://old.example'], { ...after, apiKey: '', keyEntered: true })).toBeNull();
  });
});
