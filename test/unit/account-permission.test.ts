import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchOutcome } from '../../lib/search/search-message';
import { sendFromPage as sendFromExtension } from './page-messages';
import type { SearchApi } from '../search-api/server';
import { startWorkerWithPermission } from './permission-worker';

/*
 * Review 4, L5: the live service's `GET /account` carries the key like a search, so it must pass
 * the searches' permission check. The worker is started as entrypoints/background.ts starts it,
 * with a browser that has not granted the API's origin (the person declined the permission, or
 * removed it on chrome://extensions): a search is refused with "not allowed to reach", and the
 * balance is not asked either.
 */
const KEY = 'account-permission-key';
let api: SearchApi;
const asked: string[] = [];

/** A message from a page in a normal window's tab. */
const sendFromPage = (type: string, data: unknown) =>
  sendFromExtension(type, data, { tab: { windowId: 1, incognito: false } });

beforeAll(async () => {
  api = await startWorkerWithPermission(KEY, false, asked);
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('an origin the extension may not reach', () => {
  it('refuses a search, and sends no request', async () => {
    const reply = (await sendFromPage('search', { request: { query: 'paris' }, source: 'sidepanel' })) as {
      res: SearchOutcome;
    };
    expect(reply.res).toMatchObject({ ok: false, error: { kind: 'permission-denied' } });
    expect(api.requests).toEqual([]);
  });

  it('is not asked for the key’s balance either: GET /account passes the same check', async () => {
    await sendFromPage('refreshBalance', undefined);
    expect(asked).toContain(`${api.url}/*`);
    expect(api.accountRequests()).toEqual([]);
    expect(api.requests).toEqual([]);
  });
});
