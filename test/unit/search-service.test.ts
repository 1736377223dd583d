import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSearchService } from '../../lib/search/search-service';
import type { SearchServiceDeps } from '../../lib/search/search-service-deps';
import { ANSWER_SHOWN_WAIT_MS } from '../../lib/search/shown-report';
import { windowRecordKey, type SearchRecord } from '../../lib/search/current-search';
import { windowRecordStore } from '../../lib/search/window-records';
import type { SearchView } from '../../lib/search/search-message';
import { apiBaseUrlItem, apiKeyItem } from '../../lib/settings/settings-items';
import { readSettings } from '../../lib/settings/read-settings';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { usageWiring } from './usage-wiring';
import { saveAddressWithKey } from './key-entered';

const KEY = 'service-test-key';
const WINDOW = 7;
const OTHER_WINDOW = 8;
const IN_WINDOW: SearchView = { windowId: WINDOW, private: false };
let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false });
});
afterAll(() => api.close());

/** Every record written, per window, in order. */
let written: Array<[number, SearchRecord]>;
function service(overrides: Partial<SearchServiceDeps> = {}) {
  const records = windowRecordStore(fakeBrowser.storage.session);
  return createSearchService({
    bookkeepingDelayMs: 0,
    readSettings,
    hasHostPermission: () => Promise.resolve(true),
    records: {
      ...records,
      write: async (windowId, record) => {
        written.push([windowId, record]);
        await records.write(windowId, record);
      },
    },
    ...overrides,
  });
}

async function recordOf(windowId: number): Promise<SearchRecord | undefined> {
  const key = windowRecordKey(windowId);
  return (await fakeBrowser.storage.session.get(key))[key] as SearchRecord | undefined;
}

beforeEach(async () => {
  fakeBrowser.reset();
  api.reset();
  written = [];
  await apiKeyItem.setValue(KEY);
  await saveAddressWithKey(api.url);
});

describe('search service', () => {
  it('records loading then success as the window’s search, and returns the results to the page that asked', async () => {
    const searches = service();
    const outcome = await searches.search({ request: { query: ' Ada  Lovelace ' }, source: 'sidepanel' }, IN_WINDOW);
    expect(outcome.ok && outcome.response.knowledgeGraph?.title).toBe('Ada Lovelace');
    // The reply comes as soon as the results are known; the record follows at once.
    await searches.whenIdle();
    expect(written.map(([, record]) => record.status)).toEqual(['loading', 'success']);
    expect(await recordOf(WINDOW)).toMatchObject({
      status: 'success',
      source: 'sidepanel',
      request: { query: 'Ada Lovelace' },
    });
  });

  it('keeps the results out of the window’s record: it stays small whatever the number of results', async () => {
    await service().search({ request: { query: 'paris', numberOfResults: 100 }, source: 'sidepanel' }, IN_WINDOW);
    const record = await recordOf(WINDOW);
    expect(record).not.toHaveProperty('response');
    expect(JSON.stringify(record).length).toBeLessThan(1000);
  });

  it('asks for the key instead of sending a request when none is set', async () => {
    await apiKeyItem.setValue('');
    const outcome = await service().search({ request: { query: 'q' }, source: 'popup' }, IN_WINDOW);
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'not-configured' } });
    expect(api.searchRequests()).toHaveLength(0);
    expect(await recordOf(WINDOW)).toMatchObject({ status: 'error', error: { kind: 'not-configured' } });
  });

  it('asks for the base URL when the build had none and the user set none', async () => {
    await apiBaseUrlItem.setValue('');
    const outcome = await service().search({ request: { query: 'q' }, source: 'popup' }, IN_WINDOW);
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'not-configured', field: 'apiBaseUrl' } });
  });

  it('reports a missing host permission instead of calling the API', async () => {
    const outcome = await service({ hasHostPermission: () => Promise.resolve(false) }).search(
      { request: { query: 'q' }, source: 'popup' },
      IN_WINDOW,
    );
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'permission-denied' } });
    expect(api.searchRequests()).toHaveLength(0);
  });

  it('looks the answer up in the cache while the browser says whether the API may be reached, and serves it only once it may', async () => {
    const wiring = usageWiring();
    const searches = service({ cache: wiring.cache, usage: wiring.usage });
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' }, IN_WINDOW);
    await searches.whenIdle();
    // The permission's answer held back: the lookup has started before it comes.
    const looked: string[] = [];
    const cache = { ...wiring.cache, get: (key: string) => (looked.push(key), wiring.cache.get(key)) };
    let answerPermission: (granted: boolean) => void = () => {};
    const permission = new Promise<boolean>((resolve) => (answerPermission = resolve));
    const held = service({ cache, usage: wiring.usage, hasHostPermission: () => permission });
    const repeated = held.search({ request: { query: 'paris' }, source: 'sidepanel' }, IN_WINDOW);
    await expect.poll(() => looked.length).toBe(1);
    answerPermission(true);
    expect(await repeated).toMatchObject({ ok: true, record: { billed: 0 } });

    // Taken away: the cached answer is not shown; the person is told what to do.
    const denied = service({ cache, usage: wiring.usage, hasHostPermission: () => Promise.resolve(false) });
    const outcome = await denied.search({ request: { query: 'paris' }, source: 'sidepanel' }, IN_WINDOW);
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'permission-denied' } });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('rejects an invalid request with the field named, and sends nothing', async () => {
    const outcome = await service().search(
      { request: { query: 'q', numberOfResults: 500 }, source: 'popup' },
      IN_WINDOW,
    );
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'invalid-request', field: 'numberOfResults' } });
    expect(api.searchRequests()).toHaveLength(0);
  });

  it('shares one request between identical searches in flight at once', async () => {
    api.setLatency(100);
    const searches = service();
    const [a, b] = await Promise.all([
      searches.search({ request: { query: 'paris' }, source: 'popup' }, IN_WINDOW),
      searches.search({ request: { query: ' paris ', location: 'UK' }, source: 'sidepanel' }, IN_WINDOW),
    ]);
    expect(a).toEqual(b);
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('joins a pending search by its id so the panel and the menu handler do not both pay', async () => {
    api.setLatency(100);
    const searches = service();
    const first = searches.search({ id: 'menu-1', request: { query: 'coffee' }, source: 'context-menu' }, IN_WINDOW);
    const second = searches.search({ id: 'menu-1', request: { query: 'coffee' }, source: 'context-menu' }, IN_WINDOW);
    expect((await first).ok && (await second).ok).toBe(true);
    expect(api.searchRequests()).toHaveLength(1);
    expect((await recordOf(WINDOW))?.id).toBe('menu-1');
  });

  it('never lets an older search overwrite a newer one that finished first', async () => {
    const searches = service();
    api.enqueue({ status: 200, delayMs: 300 });
    const slow = searches.search({ request: { query: 'slow query' }, source: 'sidepanel' }, IN_WINDOW);
    await new Promise((r) => setTimeout(r, 50));
    await searches.search({ request: { query: 'fast query' }, source: 'sidepanel' }, IN_WINDOW);
    await slow;
    expect((await recordOf(WINDOW))?.request.query).toBe('fast query');
  });

  it('shows a retry in progress in the window’s record', async () => {
    api.enqueue({ status: 503, retryAfter: '0' });
    const searches = service();
    await searches.search({ request: { query: 'q' }, source: 'sidepanel' }, IN_WINDOW);
    await searches.whenIdle();
    expect(written.map(([, record]) => record.status)).toEqual(['loading', 'loading', 'success']);
    expect(written[1]?.[1]).toMatchObject({ retry: { attempt: 2, reason: 'server' } });
  });
});

describe('the books of an answer the page that asked paints (reportsShown)', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('are written once that page says it has painted the answer: its storage events never land in the render', async () => {
    const wiring = usageWiring();
    const searches = service({ cache: wiring.cache, usage: wiring.usage });
    const outcome = await searches.search(
      { request: { query: 'paris' }, source: 'sidepanel', id: 'painted-here', reportsShown: true },
      IN_WINDOW,
    );
    expect(outcome.ok).toBe(true);
    // The reply is there; the page renders it: nothing is written meanwhile.
    await wait(ANSWER_SHOWN_WAIT_MS / 4);
    expect(written.map(([, record]) => record.status)).toEqual(['loading']);
    expect(await wiring.usage.history.list()).toEqual([]);
    searches.answerShown('painted-here');
    await searches.whenIdle();
    expect(written.map(([, record]) => record.status)).toEqual(['loading', 'success']);
    expect((await wiring.usage.history.list()).map((entry) => entry.id)).toEqual(['painted-here']);
  });

  it('are written all the same when that page never says so (it closed, or never painted it)', async () => {
    const searches = service();
    await searches.search(
      { request: { query: 'paris' }, source: 'sidepanel', id: 'never-said', reportsShown: true },
      IN_WINDOW,
    );
    await searches.whenIdle();
    expect(written.map(([, record]) => record.status)).toEqual(['loading', 'success']);
  });

  it('are not held for a search no page paints from its reply (the right-click menu’s)', async () => {
    const searches = service();
    await searches.search({ request: { query: 'paris' }, source: 'context-menu', id: 'no-page' }, IN_WINDOW);
    await searches.whenIdle();
    expect(written.map(([, record]) => record.status)).toEqual(['loading', 'success']);
  });

  it('do not hold a repeat back: the same search sent again before that page says so is a cache hit', async () => {
    const wiring = usageWiring();
    const searches = service({ cache: wiring.cache, usage: wiring.usage });
    const message = { request: { query: 'paris' }, source: 'sidepanel', reportsShown: true } as const;
    const first = await searches.search({ ...message, id: 'first' }, IN_WINDOW);
    // Its answer is on its way to the screen; the page has not said it painted it yet.
    const again = await searches.search({ ...message, id: 'again' }, IN_WINDOW);
    expect(first).toMatchObject({ ok: true, record: { id: 'first', billed: 1 } });
    expect(again).toMatchObject({ ok: true, record: { id: 'again', billed: 0 } });
    expect(api.searchRequests()).toHaveLength(1);
    searches.answerShown('first');
    searches.answerShown('again');
    await searches.whenIdle();
    expect(await recordOf(WINDOW)).toMatchObject({ id: 'again', status: 'success' });
  });

  it('ignore a report for another search: only the id it names is released', async () => {
    const searches = service();
    await searches.search(
      { request: { query: 'paris' }, source: 'sidepanel', id: 'this-one', reportsShown: true },
      IN_WINDOW,
    );
    searches.answerShown('some-other-id');
    await wait(ANSWER_SHOWN_WAIT_MS / 4);
    expect(written.map(([, record]) => record.status)).toEqual(['loading']);
    searches.answerShown('this-one');
    await searches.whenIdle();
    expect(written.map(([, record]) => record.status)).toEqual(['loading', 'success']);
  });
});

describe('each window its own search', () => {
  it('shows two windows’ searches apart: neither replaces the other', async () => {
    const searches = service();
    await Promise.all([
      searches.search({ request: { query: 'ada lovelace' }, source: 'sidepanel' }, IN_WINDOW),
      searches.search(
        { request: { query: 'coffee' }, source: 'sidepanel' },
        { windowId: OTHER_WINDOW, private: false },
      ),
    ]);
    expect((await recordOf(WINDOW))?.request.query).toBe('ada lovelace');
    expect((await recordOf(OTHER_WINDOW))?.request.query).toBe('coffee');
  });

  it('shows a search joined from another window in both, for one request', async () => {
    api.setLatency(100);
    const searches = service();
    await Promise.all([
      searches.search({ request: { query: 'paris' }, source: 'sidepanel' }, IN_WINDOW),
      searches.search({ request: { query: 'paris' }, source: 'popup' }, { windowId: OTHER_WINDOW, private: false }),
    ]);
    expect(api.searchRequests()).toHaveLength(1);
    // The windows' records follow the reply to the page that asked (a task later).
    await expect.poll(() => recordOf(WINDOW)).toMatchObject({ status: 'success', request: { query: 'paris' } });
    await expect.poll(() => recordOf(OTHER_WINDOW)).toMatchObject({ status: 'success', request: { query: 'paris' } });
  });

  it('forgets a closed window’s record', async () => {
    const searches = service();
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' }, IN_WINDOW);
    await searches.whenIdle();
    await searches.forgetWindow(WINDOW);
    expect(await recordOf(WINDOW)).toBeUndefined();
  });

  it('keeps a pending search for the window’s panel without sending anything', async () => {
    await service().storePending(
      { id: 'p-1', request: { query: ' secret ', dateRange: 'past_week' }, source: 'context-menu' },
      WINDOW,
    );
    expect(await recordOf(WINDOW)).toMatchObject({
      id: 'p-1',
      status: 'pending',
      request: { query: 'secret', dateRange: 'PAST_WEEK' },
    });
    expect(api.searchRequests()).toHaveLength(0);
  });
});

describe('results asked for by id (pages that did not ask, or opened later)', () => {
  it('are served from the worker’s memory, with no second request', async () => {
    const searches = service();
    const outcome = await searches.search({ request: { query: 'paris' }, source: 'sidepanel' }, IN_WINDOW);
    if (!outcome.ok) throw new Error('search failed');
    const answer = await searches.answer({ id: outcome.record.id, request: outcome.record.request }, IN_WINDOW);
    expect(answer).toMatchObject({ ok: true, record: { id: outcome.record.id } });
    expect(answer.ok && answer.response.organic).toEqual(outcome.response.organic);
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('wait for a search still running, and never send it again', async () => {
    api.setLatency(150);
    const searches = service();
    const running = searches.search({ id: 'run-1', request: { query: 'coffee' }, source: 'context-menu' }, IN_WINDOW);
    const answer = await searches.answer({ id: 'run-1', request: { query: 'coffee' } }, IN_WINDOW);
    expect(answer.ok).toBe(true);
    expect((await running).ok).toBe(true);
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('after the worker restarted, come from the history, else the cache; never from the API', async () => {
    const wiring = usageWiring();
    const first = service({ cache: wiring.cache, usage: wiring.usage });
    const outcome = await first.search({ request: { query: 'paris' }, source: 'sidepanel' }, IN_WINDOW);
    await first.whenIdle();
    if (!outcome.ok) throw new Error('search failed');
    // A new worker: nothing in memory.
    const restarted = usageWiring({ open: wiring.open });
    const second = service({ cache: restarted.cache, usage: restarted.usage });
    const fromHistory = await second.answer({ id: outcome.record.id, request: outcome.record.request }, IN_WINDOW);
    expect(fromHistory.ok && fromHistory.response.organic).toEqual(outcome.response.organic);
    await restarted.usage.history.forgetAll();
    const fromCache = await second.answer({ id: outcome.record.id, request: outcome.record.request }, IN_WINDOW);
    expect(fromCache.ok && fromCache.response.organic).toEqual(outcome.response.organic);
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('are gone when nothing was stored, and nothing is sent to find them', async () => {
    const answer = await service().answer({ id: 'never-ran', request: { query: 'paris' } }, IN_WINDOW);
    expect(answer).toEqual({ ok: false, gone: true });
    expect(api.searchRequests()).toHaveLength(0);
  });

  it('of a private window are never served to a normal window’s page, nor the other way round', async () => {
    const searches = service();
    const privateOutcome = await searches.search(
      { request: { query: 'secret plans' }, source: 'sidepanel' },
      { windowId: OTHER_WINDOW, private: true },
    );
    const normalOutcome = await searches.search({ request: { query: 'paris' }, source: 'sidepanel' }, IN_WINDOW);
    if (!privateOutcome.ok || !normalOutcome.ok) throw new Error('search failed');
    expect(await searches.answer({ id: privateOutcome.record.id }, IN_WINDOW)).toEqual({ ok: false, gone: true });
    expect(await searches.answer({ id: normalOutcome.record.id }, { windowId: OTHER_WINDOW, private: true })).toEqual({
      ok: false,
      gone: true,
    });
  });

  it('reopen a past search in the asking window, from the history, without a request', async () => {
    const wiring = usageWiring();
    const searches = service({ cache: wiring.cache, usage: wiring.usage });
    const outcome = await searches.search({ request: { query: 'coffee' }, source: 'popup' }, IN_WINDOW);
    await searches.whenIdle();
    if (!outcome.ok) throw new Error('search failed');
    const reopened = await searches.reopen(outcome.record.id, { windowId: OTHER_WINDOW, private: false });
    expect(reopened).toMatchObject({ ok: true, record: { historyId: outcome.record.id, billed: 0 } });
    expect(await recordOf(OTHER_WINDOW)).toMatchObject({ status: 'success', historyId: outcome.record.id });
    expect(api.searchRequests()).toHaveLength(1);
  });
});

describe('an answer shown in a window by id (the quick-look card’s Open in side panel)', () => {
  it('becomes the window’s current search again, over a newer one, with no request', async () => {
    const searches = service();
    const card = await searches.search({ request: { query: 'ada lovelace' }, source: 'quick-look' }, IN_WINDOW);
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' }, IN_WINDOW);
    if (!card.ok) throw new Error('search failed');
    expect(await searches.showInWindow({ id: card.record.id, request: card.record.request }, IN_WINDOW)).toBe(true);
    expect(await recordOf(WINDOW)).toMatchObject({
      id: card.record.id,
      status: 'success',
      source: 'quick-look',
      request: { query: 'ada lovelace' },
    });
    // The panel then asks for it by id, as for any window's search: from memory, no request.
    const answer = await searches.answer({ id: card.record.id, request: card.record.request }, IN_WINDOW);
    expect(answer.ok).toBe(true);
    expect(api.searchRequests()).toHaveLength(2);
  });

  it('waits for a search still running, then shows it', async () => {
    api.setLatency(100);
    const searches = service();
    const running = searches.search({ id: 'card-1', request: { query: 'coffee' }, source: 'quick-look' }, IN_WINDOW);
    expect(
      await searches.showInWindow(
        { id: 'card-1', request: { query: 'coffee' } },
        { windowId: OTHER_WINDOW, private: false },
      ),
    ).toBe(true);
    await running;
    expect(await recordOf(OTHER_WINDOW)).toMatchObject({ id: 'card-1', status: 'success' });
    expect(api.searchRequests()).toHaveLength(1);
    // The window's record is written a task after the reply: done before the next test's storage.
    await searches.whenIdle();
  });

  it('shows nothing for an answer it does not have, and a private one never in a normal window', async () => {
    const searches = service();
    expect(await searches.showInWindow({ id: 'never-ran' }, IN_WINDOW)).toBe(false);
    const secret = await searches.search(
      { request: { query: 'secret plans' }, source: 'quick-look' },
      { windowId: OTHER_WINDOW, private: true },
    );
    if (!secret.ok) throw new Error('search failed');
    expect(await searches.showInWindow({ id: secret.record.id }, IN_WINDOW)).toBe(false);
    expect(await recordOf(WINDOW)).toBeUndefined();
  });
});

describe('search service after a worker restart', () => {
  it('turns a search left loading by a stopped worker into an error with Retry, in every window', async () => {
    const loading = (id: string): SearchRecord => ({
      id,
      status: 'loading',
      request: { query: 'q' },
      source: 'sidepanel',
      startedAt: 1,
    });
    await fakeBrowser.storage.session.set({
      [windowRecordKey(WINDOW)]: loading('cut-off'),
      [windowRecordKey(OTHER_WINDOW)]: loading('cut-off-too'),
    });
    await service().recoverInterrupted();
    for (const window of [WINDOW, OTHER_WINDOW]) {
      expect(await recordOf(window)).toMatchObject({ status: 'error', error: { kind: 'cancelled' } });
    }
  });

  it('leaves alone a search this worker is still running', async () => {
    // The answer takes a second: long enough that the search is surely still running (on a busy
    // machine too) once its record says loading, which is awaited, not guessed with a sleep.
    api.setLatency(1_000);
    const searches = service();
    const running = searches.search({ request: { query: 'paris' }, source: 'sidepanel' }, IN_WINDOW);
    await expect.poll(async () => (await recordOf(WINDOW))?.status, { interval: 5 }).toBe('loading');
    await searches.recoverInterrupted(WINDOW);
    expect((await recordOf(WINDOW))?.status).toBe('loading');
    expect((await running).ok).toBe(true);
  });
});
