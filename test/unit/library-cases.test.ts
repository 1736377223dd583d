import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sendMessage } from '../../lib/messaging';
import { onMessage } from '../../lib/messaging-handlers';
import { sendFromPage } from './page-messages';
import { defineStoredItem, readValues } from '../../lib/storage/stored-item';

/*
 * Two modules stay our own where the field has a library (docs/architecture.md says why): the
 * stored items beside WXT's storage.defineItem, the message protocol beside
 * @webext-core/messaging. Each library's own cases, as a checklist, against this fake browser.
 */
describe('stored items: WXT storage’s cases (@wxt-dev/storage’s tests of defineItem)', () => {
  beforeEach(() => fakeBrowser.reset());
  const item = defineStoredItem<{ n: number } | null>('local:counter', { fallback: null });

  it('gives the fallback while nothing is stored, and the value once set; storing null removes it', async () => {
    expect(await item.getValue()).toBeNull();
    await item.setValue({ n: 1 });
    expect(await item.getValue()).toEqual({ n: 1 });
    expect(await fakeBrowser.storage.local.get('counter')).toEqual({ counter: { n: 1 } });
    await item.setValue(null);
    expect(await fakeBrowser.storage.local.get('counter')).toEqual({});
  });

  it('tells a watcher the new and the old value (fallbacks for none), not an identical rewrite, and stops when unwatched', async () => {
    const seen: unknown[] = [];
    const unwatch = item.watch((next, previous) => seen.push([next, previous]));
    await item.setValue({ n: 1 });
    await item.setValue({ n: 1 });
    await item.removeValue();
    unwatch();
    await item.setValue({ n: 2 });
    expect(seen).toEqual([
      [{ n: 1 }, null],
      [null, { n: 1 }],
    ]);
  });

  it('concurrent writes leave the last one, and several items are read in one read per area', async () => {
    const other = defineStoredItem<string>('local:name', { fallback: 'none' });
    const session = defineStoredItem<number>('session:count', { fallback: 0 });
    await Promise.all([item.setValue({ n: 1 }), item.setValue({ n: 2 }), session.setValue(3)]);
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    expect(await readValues([item, other, session] as const)).toEqual([{ n: 2 }, 'none', 3]);
    expect(get).toHaveBeenCalledTimes(1);
  });
});

// The worker registers its one runtime.onMessage listener once, as a real worker does: these
// cases share it (the fake browser is not reset between them).
describe('messages: @webext-core/messaging’s cases (its tests of defineExtensionMessaging)', () => {
  it('a message reaches its one handler with its data and sender, and the reply comes back', async () => {
    const senders: unknown[] = [];
    const remove = onMessage('suggestQueries', ({ data, sender }) => {
      senders.push(sender);
      return { queries: [data.text] };
    });
    const page = { url: `chrome-extension://${fakeBrowser.runtime.id}/sidepanel.html` };
    expect(await sendFromPage('suggestQueries', { text: 'ada' }, page)).toEqual({ res: { queries: ['ada'] } });
    // What the browser says of the sender, for the handler to check.
    expect(senders).toEqual([{ id: fakeBrowser.runtime.id, ...page }]);
    remove();
  });

  it('a message from anything but the extension’s own pages is refused before its handler (issue 38, L3)', async () => {
    const handled: unknown[] = [];
    const remove = onMessage('deleteHistoryEntry', (message) => void handled.push(message));
    // The fake browser's sendMessage names no sender: like a content script in a web page, it is no page of ours.
    await expect(sendMessage('deleteHistoryEntry', { id: 'x' })).rejects.toMatchObject({ name: 'SenderRefused' });
    const fromWebPage = await sendFromPage('deleteHistoryEntry', { id: 'x' }, { url: 'https://example.com/' });
    expect(fromWebPage).toMatchObject({ err: { name: 'SenderRefused' } });
    expect(handled).toEqual([]);
    remove();
  });

  it('a handler that throws rejects the sender with its error, by name and message', async () => {
    const remove = onMessage('clearCache', () => {
      throw Object.assign(new Error('disk full'), { name: 'QuotaExceededError' });
    });
    expect(await sendFromPage('clearCache', undefined)).toEqual({
      err: { name: 'QuotaExceededError', message: 'disk full' },
    });
    remove();
  });

  it('takes one handler per message type, and a removed one answers no more', async () => {
    const remove = onMessage('refreshBalance', () => undefined);
    expect(() => onMessage('refreshBalance', () => undefined)).toThrow(/Only one handler/u);
    remove();
    await expect(sendMessage('refreshBalance', undefined)).rejects.toThrow('No response');
  });

  it('an envelope that does not parse reaches no handler', async () => {
    const handled: unknown[] = [];
    const remove = onMessage('clearHistory', (message) => void handled.push(message));
    const replies = await fakeBrowser.runtime.onMessage.trigger({ type: 'clearHistory', id: 'x' }, {});
    expect(replies.filter((reply) => reply !== undefined)).toEqual([]);
    expect(handled).toEqual([]);
    remove();
  });
});
