import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSearchService, type SearchServiceDeps } from '../../lib/search/search-service';
import { currentSearchItem, type CurrentSearch } from '../../lib/search/current-search';
import { apiBaseUrlItem, apiKeyItem } from '../../lib/settings/settings-items';
import { readSettings } from '../../lib/settings/read-settings';
import { startSearchApi, type SearchApi } from '../search-api/server';

const KEY = 'service-test-key';
let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false });
});
afterAll(() => api.close());

let states: CurrentSearch[];
function service(overrides: Partial<SearchServiceDeps> = {}) {
  return createSearchService({
    bookkeepingDelayMs: 0,
    readSettings,
    hasHostPermission: () => Promise.resolve(true),
    readState: () => currentSearchItem.getValue(),
    writeState: async (state) => {
      states.push(state);
      await currentSearchItem.setValue(state);
    },
    ...overrides,
  });
}

beforeEach(async () => {
  fakeBrowser.reset();
  api.reset();
  states = [];
  await apiKeyItem.setValue(KEY);
  await apiBaseUrlItem.setValue(api.url);
});

describe('search service', () => {
  it('records loading then success as the current search, and returns the results as data', async () => {
    const outcome = await service().search({ request: { query: ' Ada  Lovelace ' }, source: 'sidepanel' });
    expect(outcome.ok).toBe(true);
    expect(states.map((s) => s.status)).toEqual(['loading', 'success']);
    const stored = await currentSearchItem.getValue();
    expect(stored).toMatchObject({ status: 'success', source: 'sidepanel', request: { query: 'Ada Lovelace' } });
    expect(stored?.status === 'success' && stored.response.knowledgeGraph?.title).toBe('Ada Lovelace');
  });

  it('asks for the key instead of sending a request when none is set', async () => {
    await apiKeyItem.setValue('');
    const outcome = await service().search({ request: { query: 'q' }, source: 'popup' });
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'not-configured' } });
    expect(api.searchRequests()).toHaveLength(0);
    expect(await currentSearchItem.getValue()).toMatchObject({ status: 'error', error: { kind: 'not-configured' } });
  });

  it('asks for the base URL when the build had none and the user set none', async () => {
    await apiBaseUrlItem.setValue('');
    const outcome = await service().search({ request: { query: 'q' }, source: 'popup' });
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'not-configured', field: 'apiBaseUrl' } });
  });

  it('reports a missing host permission instead of calling the API', async () => {
    const outcome = await service({ hasHostPermission: () => Promise.resolve(false) }).search({
      request: { query: 'q' },
      source: 'popup',
    });
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'permission-denied' } });
    expect(api.searchRequests()).toHaveLength(0);
  });

  it('rejects an invalid request with the field named, and sends nothing', async () => {
    const outcome = await service().search({ request: { query: 'q', numberOfResults: 500 }, source: 'popup' });
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'invalid-request', field: 'numberOfResults' } });
    expect(api.searchRequests()).toHaveLength(0);
  });

  it('shares one request between identical searches in flight at once', async () => {
    api.setLatency(100);
    const searches = service();
    const [a, b] = await Promise.all([
      searches.search({ request: { query: 'paris' }, source: 'popup' }),
      searches.search({ request: { query: ' paris ', location: 'UK' }, source: 'sidepanel' }),
    ]);
    expect(a).toEqual(b);
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('joins a pending search by its id so the side panel and the menu handler do not both pay', async () => {
    api.setLatency(100);
    const searches = service();
    const first = searches.search({ id: 'menu-1', request: { query: 'coffee' }, source: 'context-menu' });
    const second = searches.search({ id: 'menu-1', request: { query: 'coffee' }, source: 'context-menu' });
    expect((await first).ok && (await second).ok).toBe(true);
    expect(api.searchRequests()).toHaveLength(1);
    expect((await currentSearchItem.getValue())?.id).toBe('menu-1');
  });

  it('never lets an older search overwrite a newer one that finished first', async () => {
    const searches = service();
    api.enqueue({ status: 200, delayMs: 300 });
    const slow = searches.search({ request: { query: 'slow query' }, source: 'sidepanel' });
    await new Promise((r) => setTimeout(r, 50));
    await searches.search({ request: { query: 'fast query' }, source: 'sidepanel' });
    await slow;
    expect((await currentSearchItem.getValue())?.request.query).toBe('fast query');
  });

  it('shows a retry in progress in the current search state', async () => {
    api.enqueue({ status: 503, retryAfter: '0' });
    await service().search({ request: { query: 'q' }, source: 'sidepanel' });
    expect(states.map((s) => s.status)).toEqual(['loading', 'loading', 'success']);
    expect(states[1]).toMatchObject({ retry: { attempt: 2, reason: 'server' } });
  });
});

describe('search service after a worker restart', () => {
  it('turns a search left loading by a stopped worker into an error with Retry', async () => {
    await currentSearchItem.setValue({
      id: 'cut-off',
      status: 'loading',
      request: { query: 'q' },
      source: 'sidepanel',
      startedAt: 1,
    });
    await service().recoverInterrupted();
    expect(await currentSearchItem.getValue()).toMatchObject({
      id: 'cut-off',
      status: 'error',
      error: { kind: 'cancelled' },
    });
  });

  it('leaves alone a search this worker is still running', async () => {
    api.setLatency(150);
    const searches = service();
    const running = searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await searches.recoverInterrupted();
    expect((await currentSearchItem.getValue())?.status).toBe('loading');
    expect((await running).ok).toBe(true);
  });
});
