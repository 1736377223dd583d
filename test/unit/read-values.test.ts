import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defineStoredItem, readValues } from '../../lib/storage/stored-item';
import { readSettings } from '../../lib/settings/read-settings';
import { readPageSettings } from '../../lib/settings/page-settings';

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

describe('readValues', () => {
  const count = defineStoredItem<number>('local:count', { fallback: 0 });
  const name = defineStoredItem<string | null>('local:name', { fallback: null });
  const flag = defineStoredItem<boolean>('session:flag', { fallback: false });

  it('gives each item its stored value, or its fallback when none is stored, in the order asked', async () => {
    await fakeBrowser.storage.local.set({ count: 7 });
    await fakeBrowser.storage.session.set({ flag: true });
    expect(await readValues([name, count, flag] as const)).toEqual([null, 7, true]);
    await fakeBrowser.storage.local.set({ name: 'Ada' });
    await fakeBrowser.storage.local.remove('count');
    expect(await readValues([count, name] as const)).toEqual([0, 'Ada']);
  });

  it('reads each storage area once, however many of its items are asked for', async () => {
    const local = vi.spyOn(fakeBrowser.storage.local, 'get');
    const session = vi.spyOn(fakeBrowser.storage.session, 'get');
    await readValues([count, name, flag] as const);
    expect(local).toHaveBeenCalledTimes(1);
    expect(local).toHaveBeenCalledWith(['count', 'name']);
    expect(session).toHaveBeenCalledTimes(1);
  });
});

describe('the settings, read at once', () => {
  it('reads every setting in one read of storage.local, each checked on its own', async () => {
    await fakeBrowser.storage.local.set({
      apiKey: '  user-key-123 ',
      apiBaseUrl: 'https://search.example',
      apiDialect: 'not-a-dialect',
      searchDefaults: { country: 'de', numberOfResults: 'many' },
      displayPreferences: { openLinksIn: 'current-tab' },
    });
    const local = vi.spyOn(fakeBrowser.storage.local, 'get');
    const settings = await readSettings();
    expect(local).toHaveBeenCalledTimes(1);
    expect(settings).toMatchObject({
      apiKey: 'user-key-123',
      keyOrigins: null,
      apiBaseUrl: 'https://search.example',
      dialect: 'spec',
      readerUrl: '',
      searchDefaults: { country: 'DE' },
      display: { openLinksIn: 'current-tab' },
    });
  });

  it('gives the pages the same settings without the key, in one read', async () => {
    await fakeBrowser.storage.local.set({ apiKey: 'user-key-123', apiKeySet: true, readerUrl: ' https://r.example ' });
    const local = vi.spyOn(fakeBrowser.storage.local, 'get');
    const settings = await readPageSettings();
    expect(local).toHaveBeenCalledTimes(1);
    expect(local).not.toHaveBeenCalledWith(expect.arrayContaining(['apiKey']));
    expect(settings).toMatchObject({ apiKeySet: true, readerUrl: 'https://r.example' });
    expect(settings).not.toHaveProperty('apiKey');
  });
});
