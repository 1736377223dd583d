import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchOutcome } from '../../lib/search/search-message';
import { sendFromPage } from './page-messages';
import type { SearchApi } from '../search-api/server';
import { startWorkerWithPermission } from './permission-worker';

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

beforeAll(async () => {
  api = await startWorkerWithPermission(KEY, true, asked);
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
