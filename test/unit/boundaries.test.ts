import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { parseSearchResponse } from '../../lib/api/parse-response';
import { parseReaderAnswer } from '../../lib/api/reader-answer';
import { readAccountBalance } from '../../lib/api/account-client';
import { handleSearchMessage } from '../../lib/background/search-handler';
import { createDataHandlers } from '../../lib/background/data-handlers';
import { checkLedger, checkPendingCharges } from '../../lib/credits/ledger-item';
import { readStoredEntry } from '../../lib/history/stored-entry';
import { isStoredEntry } from '../../lib/cache/cache-policy';
import { windowRecordStore } from '../../lib/search/window-records';
import { quickLookTabs } from '../../lib/browser/quick-look-tabs';
import { usagePreferencesSchema, searchDefaultsSchema } from '../../lib/settings/setting-schemas';
import { readGroup } from '../../lib/settings/sync/synced-group';
import { SYNC_GROUPS } from '../../lib/settings/sync/sync-groups';
import { readSettingsFile } from '../../lib/settings/settings-file';
import { t } from '../../lib/i18n/messages';

/*
 * One malformed value at each boundary (DESIGN §4: zod at every boundary), and what comes of it:
 * the clear error the person can act on, and nothing else lost — the good parts beside the bad
 * one are kept. The detailed cases of each are in its own test file.
 */

/** A storage area in memory, with what a test put in it. */
function memoryArea(items: Record<string, unknown>) {
  return {
    get: (keys: string | string[] | null) =>
      Promise.resolve(
        keys === null
          ? { ...items }
          : Object.fromEntries([keys].flat().flatMap((key) => (key in items ? [[key, items[key]]] : []))),
      ),
    set: (values: Record<string, unknown>) => Promise.resolve(void Object.assign(items, values)),
    remove: (keys: string | string[]) => Promise.resolve([keys].flat().forEach((key) => delete items[key])),
  };
}

describe('an answer of the service', () => {
  it('that is not JSON is an invalid response that says so', () => {
    expect(parseSearchResponse('<html>', { query: 'q' })).toEqual({
      ok: false,
      error: { kind: 'invalid-response', message: t('errNotJson') },
    });
  });

  it('with a malformed result drops that result alone', () => {
    const body = JSON.stringify({
      searchParameters: { q: 'q' },
      organic: [{ title: 'Kept', link: 'https://kept.example/' }, { title: 42 }, { link: 'https://no-title/' }],
    });
    const parsed = parseSearchResponse(body, { query: 'q' });
    expect(parsed).toMatchObject({ ok: true, value: { organic: [{ title: 'Kept', position: 1 }], droppedResults: 2 } });
  });

  it('of the reader without text is an error that says the page could not be read; /account without a balance is none', () => {
    expect(parseReaderAnswer('{"metadata":{}}', 'https://a.example/')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response', message: t('errReaderEmpty') },
    });
    expect(readAccountBalance('{"balance":"lots"}')).toBeUndefined();
  });
});

describe('a message to the worker', () => {
  it('whose payload does not parse is refused with a clear error, and nothing is searched', async () => {
    const searched: unknown[] = [];
    const outcome = await handleSearchMessage(
      { request: { query: ['not', 'text'] }, source: 'popup' },
      { id: 'own' },
      'own',
      () => Promise.resolve({ private: true }),
      (message) => Promise.resolve((searched.push(message), { ok: false, error: { kind: 'cancelled', message: '' } })),
    );
    expect(outcome).toEqual({ ok: false, error: { kind: 'invalid-request', message: t('errUnreadableMessage') } });
    expect(searched).toEqual([]);
  });

  it('that would set a malformed balance changes nothing', async () => {
    const set: unknown[] = [];
    const handlers = createDataHandlers({
      cache: { clear: () => Promise.resolve() },
      usage: { ledger: { setBalance: (amount: unknown) => Promise.resolve(void set.push(amount)) } } as never,
    });
    expect(await handlers.setBalance({ amount: '1e99' })).toEqual({ ok: false });
    expect(set).toEqual([]);
  });
});

describe('a stored record read back', () => {
  it('a ledger with a damaged day, figure and charge keeps every other credit', () => {
    const ledger = checkLedger({
      days: { '2026-03-01': { popup: { billed: 3, saved: 0, searches: 2 } }, yesterday: {}, '2026-03-02': 'x' },
      archivedSaved: -4,
      billedSinceBalance: 3,
      balance: { amount: 'ten', setAt: 1 },
    });
    expect(ledger).toEqual({
      days: { '2026-03-01': { popup: { billed: 3, saved: 0, searches: 2 } } },
      archivedSaved: 0,
      billedSinceBalance: 3,
    });
    const charge = { id: 'c1', at: 1, credits: 1, source: 'popup' };
    expect(checkPendingCharges([charge, { ...charge, id: '' }, null])).toEqual([charge]);
  });

  it('a past search, a cache record, a window record and a quick look that do not read are none — alone', async () => {
    expect(readStoredEntry({ id: 'h', at: 1, request: { query: '' }, response: { organic: [] } })).toBeUndefined();
    expect(readStoredEntry({ id: 'h', at: 1, request: { query: 'q' }, response: { organic: [] }, reads: [7] })).toEqual(
      expect.objectContaining({ id: 'h', request: { query: 'q' } }),
    );
    expect(isStoredEntry({ key: 'k', response: {}, fetchedAt: 1, expiresAt: 'later', bytes: 1 })).toBe(false);
    const records = windowRecordStore(
      memoryArea({
        'window:1': { id: 'a', status: 'done', request: { query: 'q' }, source: 'popup', startedAt: 1 },
        'window:2': { id: 'b', status: 'pending', request: { query: 'q' }, source: 'popup', startedAt: 1 },
      }),
    );
    expect(await records.read(1)).toBeNull();
    expect((await records.all()).map(([windowId]) => windowId)).toEqual([2]);
    const looks = quickLookTabs(memoryArea({ 'quickLook:5': { message: 'q', frameId: 0, at: 1 } }), () =>
      Promise.resolve(),
    );
    expect(await looks.take(5)).toBeUndefined();
  });

  it('settings with a damaged field keep the others', () => {
    expect(usagePreferencesSchema.parse({ cacheTtlMinutes: -1, privateMode: true, showBadge: 'yes' })).toEqual({
      cacheTtlMinutes: 60,
      privateMode: true,
      lowBalanceThreshold: 20,
      showBadge: false,
    });
    expect(searchDefaultsSchema.parse({ location: 'JAP', country: 'de', numberOfResults: '20' })).toEqual({
      country: 'DE',
      numberOfResults: 20,
    });
  });
});

describe('settings from elsewhere', () => {
  const search = SYNC_GROUPS.find((group) => group.name === 'search')!;

  it('a synced group from another browser with a malformed setting is refused whole (nothing of it applied)', () => {
    expect(readGroup(search, { v: 1, at: 5, data: { 'searchDefaults.location': 'MARS' } })).toEqual({
      kind: 'malformed',
    });
    expect(readGroup(search, { v: 'one', at: 5, data: {} })).toEqual({ kind: 'malformed' });
    expect(readGroup(search, { v: 1, at: 5, data: { 'searchDefaults.country': 'fr' } })).toMatchObject({
      kind: 'ok',
      data: { 'searchDefaults.country': 'FR' },
    });
  });

  it('an imported settings file names what it could not take, and takes the rest', () => {
    expect(readSettingsFile('{')).toEqual({ ok: false, message: t('importNotJson') });
    expect(readSettingsFile('{"format":"other"}')).toEqual({ ok: false, message: t('importWrongFormat') });
    const read = readSettingsFile(
      JSON.stringify({
        format: 'search-sidekick-settings',
        version: 1,
        settings: { displayPreferences: { openLinksIn: 'window' }, menuPresets: ['past-week'] },
      }),
    );
    expect(read).toMatchObject({
      ok: true,
      value: { settings: { menuPresets: ['past-week'] }, problems: [expect.stringContaining('openLinksIn')] },
    });
  });
});
