import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { checkCustomRange, isIsoDay, localDay, readCustomRange } from '../../lib/api/custom-range';
import { normalizeRequest, requestKey } from '../../lib/api/normalize-request';
import { requestForService, serperDay, serperTbs, wireRequest } from '../../lib/api/request-dialects';
import { isReadableType, SEARCH_TYPE_TABLE } from '../../lib/api/result-types';
import type { SearchRequest } from '../../lib/api/search-options';
import { searchMessageSchema } from '../../lib/search/message-schema';
import { createSearchService } from '../../lib/search/search-service';
import type { SearchView } from '../../lib/search/search-message';
import { windowRecordStore } from '../../lib/search/window-records';
import { readSettings } from '../../lib/settings/read-settings';
import { apiDialectItem, apiKeyItem } from '../../lib/settings/settings-items';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { usageWiring } from './usage-wiring';
import { saveAddressWithKey } from './key-entered';

// Scholar and Patents, and the live service's own options (a custom range, newest first, exact
// spelling): how each is normalized, keyed, and sent in either dialect (DESIGN §4 Requests).
const BASE = 'https://api.example.com';

describe('scholar and patents in both dialects', () => {
  it.each(['scholar', 'patents'] as const)(
    'sends %s as resultType to the documented API and to its own path live',
    (type) => {
      expect(wireRequest('spec', BASE, { query: 'graphene', type })).toEqual({
        url: `${BASE}/v1/search`,
        keyHeader: 'X-API-Key',
        body: { query: 'graphene', resultType: type },
      });
      expect(wireRequest('serper', BASE, { query: 'graphene', type, numberOfResults: 20, page: 2 })).toEqual({
        url: `${BASE}/${type}`,
        keyHeader: 'X-API-KEY',
        body: { q: 'graphene', gl: 'gb', num: 20, page: 2 },
      });
    },
  );

  it('normalizes the type names, any case, and keys them apart from web search', () => {
    const scholar = normalizeRequest({ query: 'graphene', type: ' Scholar ' });
    const patents = normalizeRequest({ query: 'graphene', type: 'PATENTS' });
    const web = normalizeRequest({ query: 'graphene' });
    expect(scholar).toEqual({ ok: true, value: { query: 'graphene', type: 'scholar' } });
    expect(patents).toEqual({ ok: true, value: { query: 'graphene', type: 'patents' } });
    const keys = [scholar, patents, web].map((result) => (result.ok ? requestKey(result.value) : ''));
    expect(new Set(keys).size).toBe(3);
  });

  it('reads papers and patents out of `organic`, and marks web, news and scholar readable (Read here)', () => {
    expect([SEARCH_TYPE_TABLE.scholar.list, SEARCH_TYPE_TABLE.patents.list]).toEqual(['organic', 'organic']);
    expect(Object.keys(SEARCH_TYPE_TABLE).filter((type) => isReadableType(type as never))).toEqual([
      'web',
      'news',
      'scholar',
    ]);
  });
});

describe('a custom range, newest first and exact spelling on the wire', () => {
  it.each([
    // [the normalized request's options, the live service's tbs / autocorrect]
    [{ dateFrom: '2024-01-01', dateTo: '2024-01-31' }, { tbs: 'cdr:1,cd_min:01/01/2024,cd_max:01/31/2024' }],
    [{ newestFirst: true }, { tbs: 'sbd:1' }],
    [{ dateRange: 'PAST_24_HOURS', newestFirst: true }, { tbs: 'qdr:d,sbd:1' }],
    [
      { dateFrom: '2023-12-25', dateTo: '2024-02-29', newestFirst: true },
      { tbs: 'cdr:1,cd_min:12/25/2023,cd_max:02/29/2024,sbd:1' },
    ],
    [{ exactSpelling: true }, { autocorrect: false }],
    [
      { dateRange: 'PAST_WEEK', newestFirst: true, exactSpelling: true },
      { tbs: 'qdr:w,sbd:1', autocorrect: false },
    ],
    [{ dateRange: 'ANYTIME', newestFirst: true }, { tbs: 'sbd:1' }],
  ] as Array<[Partial<SearchRequest>, Record<string, unknown>]>)(
    '%j is sent live as %j, and not at all to the documented API',
    (options, live) => {
      const request = { query: 'q', type: 'news' as const, ...options };
      // The documented default location (UK) is sent to the live service as gl: gb (review 4).
      expect(wireRequest('serper', BASE, request).body).toEqual({ q: 'q', gl: 'gb', ...live });
      const spec = wireRequest('spec', BASE, request).body;
      for (const field of ['dateFrom', 'dateTo', 'newestFirst', 'exactSpelling', 'tbs', 'autocorrect']) {
        expect(spec).not.toHaveProperty(field);
      }
    },
  );

  it('writes a day as the live service reads it (MM/DD/YYYY) and sends no tbs when nothing asks for one', () => {
    expect(serperDay('2024-03-07')).toBe('03/07/2024');
    expect(serperTbs({ query: 'q' })).toBeUndefined();
    expect(serperTbs({ query: 'q', dateRange: 'ANYTIME' })).toBeUndefined();
  });

  it('drops them from a request for the documented API, and keeps them for the live service', () => {
    const request: SearchRequest = { query: 'q', dateFrom: '2024-01-01', dateTo: '2024-01-02', newestFirst: true };
    expect(requestForService('spec', request)).toEqual({ query: 'q' });
    expect(requestForService('serper', request)).toBe(request);
  });
});

describe('normalizing them', () => {
  it.each([
    // [as a form or message gives it, as normalized]
    [
      { dateRange: 'CUSTOM', dateFrom: '2024-01-01', dateTo: '2024-01-31' },
      { dateFrom: '2024-01-01', dateTo: '2024-01-31' },
    ],
    [
      { dateRange: 'custom', dateFrom: ' 2024-01-01 ', dateTo: '2024-01-01' },
      { dateFrom: '2024-01-01', dateTo: '2024-01-01' },
    ],
    // A stored request has the days alone.
    [
      { dateFrom: '2024-01-01', dateTo: '2024-01-31' },
      { dateFrom: '2024-01-01', dateTo: '2024-01-31' },
    ],
    // A preset wins over days left from Custom range…
    [{ dateRange: 'PAST_WEEK', dateFrom: '2024-01-01', dateTo: '2024-01-31' }, { dateRange: 'PAST_WEEK' }],
    [
      { newestFirst: true, exactSpelling: true },
      { newestFirst: true, exactSpelling: true },
    ],
    [{ newestFirst: false, exactSpelling: null }, {}],
  ])('%j normalizes to %j', (input, expected) => {
    expect(normalizeRequest({ query: 'q', ...input })).toEqual({ ok: true, value: { query: 'q', ...expected } });
  });

  it.each([
    [{ dateRange: 'CUSTOM' }, 'dateFrom'],
    [{ dateRange: 'CUSTOM', dateFrom: '2024-01-01' }, 'dateTo'],
    [{ dateFrom: '1/2/2024', dateTo: '2024-01-31' }, 'dateFrom'],
    [{ dateRange: 'CUSTOM', dateFrom: '2024-01-01', dateTo: 'yesterday' }, 'dateTo'],
  ])('refuses %j, naming %s, so the form can focus it', (input, field) => {
    const result = normalizeRequest({ query: 'q', ...input });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request', field } });
    expect(result.ok || result.error.message).toMatch(/From and To/u);
  });

  it('keys every earlier search as before (stored cache and history stay valid), and each option apart', () => {
    expect(requestKey({ query: 'paris' })).toBe('["paris",null,null,null,null]');
    expect(requestKey({ query: 'paris', type: 'news', page: 2 })).toBe('["paris",null,null,null,null,"news",2]');
    const keys = [
      { query: 'paris' },
      { query: 'paris', newestFirst: true },
      { query: 'paris', exactSpelling: true },
      { query: 'paris', dateFrom: '2024-01-01', dateTo: '2024-01-31' },
      { query: 'paris', dateFrom: '2024-01-01', dateTo: '2024-02-01' },
      { query: 'paris', type: 'news', newestFirst: true },
    ].map((request) => requestKey(request as SearchRequest));
    expect(new Set(keys).size).toBe(keys.length);
    expect(requestKey({ query: 'paris', newestFirst: true, exactSpelling: true })).toBe(
      '["paris",null,null,null,null,{"newest":true,"exact":true}]',
    );
  });
});

describe('the days of a custom range', () => {
  const TODAY = '2026-03-03';
  it.each([
    ['2026-03-01', '2026-03-03', undefined],
    ['2026-03-03', '2026-03-03', undefined],
    ['', '2026-03-03', 'dateFrom'],
    ['2026-03-01', '', 'dateTo'],
    ['2025-02-29', '2025-03-01', 'dateFrom'],
    ['2026-03-01', '2026-03-04', 'dateTo'],
    ['2026-03-05', '2026-03-06', 'dateFrom'],
    ['2026-03-02', '2026-03-01', 'dateFrom'],
  ])('From %j To %j: %s to fix', (from, to, field) => {
    const range = readCustomRange(from, to, TODAY);
    if (field === undefined) expect(range).toEqual({ ok: true, value: { dateFrom: from, dateTo: to } });
    else expect(range).toMatchObject({ ok: false, error: { kind: 'invalid-request', field } });
  });

  it('says what is wrong in words: a day in the future, a range that ends before it starts', () => {
    expect(readCustomRange('2026-03-05', '2026-03-06', TODAY)).toMatchObject({
      error: { message: expect.stringContaining('2026-03-05') as unknown },
    });
    expect(readCustomRange('2026-03-02', '2026-03-01', TODAY)).toMatchObject({
      error: { message: expect.stringMatching(/starts after it ends/u) as unknown },
    });
  });

  it('knows a day from a date that is not one, and the person’s own day', () => {
    expect(['2024-02-29', '2026-12-31'].map(isIsoDay)).toEqual([true, true]);
    expect(['2023-02-29', '2026-13-01', '2026-04-31', '26-01-01', '2026-1-1'].map(isIsoDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(localDay(new Date(2026, 2, 3, 23, 59))).toBe('2026-03-03');
    expect(localDay(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  it('passes a request without a range, and fails one that ends in the future', () => {
    const now = new Date(2026, 2, 3, 12);
    expect(checkCustomRange({ ok: true, value: { query: 'q' } }, now)).toEqual({ ok: true, value: { query: 'q' } });
    expect(
      checkCustomRange({ ok: true, value: { query: 'q', dateFrom: '2026-03-01', dateTo: '2026-03-09' } }, now),
    ).toMatchObject({ ok: false, error: { field: 'dateTo' } });
  });

  it('crosses the message boundary whole (the background parses every search message)', () => {
    const request = {
      query: 'q',
      dateFrom: '2024-01-01',
      dateTo: '2024-01-02',
      newestFirst: true,
      exactSpelling: true,
    };
    const parsed = searchMessageSchema.safeParse({ request, source: 'sidepanel' });
    expect(parsed.success && parsed.data.request).toEqual(request);
  });
});

describe('through the search service to the local API, over HTTP', () => {
  const KEY = 'study-service-key';
  const VIEW: SearchView = { windowId: 4, private: false };
  let api: SearchApi;
  beforeAll(async () => {
    api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    fakeBrowser.reset();
    api.reset();
    await apiKeyItem.setValue(KEY);
    await saveAddressWithKey(api.url);
  });
  const service = () => {
    const wiring = usageWiring();
    return createSearchService({
      bookkeepingDelayMs: 0,
      readSettings,
      hasHostPermission: () => Promise.resolve(true),
      records: windowRecordStore(fakeBrowser.storage.session),
      cache: wiring.cache,
      usage: wiring.usage,
    });
  };
  const dayBefore = (days: number) => localDay(new Date(Date.now() - days * 86_400_000));

  it('sends a custom range, newest first and exact spelling live exactly, and caches each apart', async () => {
    api.setMode('live');
    await apiDialectItem.setValue('serper');
    const searches = service();
    const request = { query: 'tesla', type: 'news', dateFrom: dayBefore(30), dateTo: dayBefore(1), newestFirst: true };
    const first = await searches.search({ request, source: 'sidepanel' }, VIEW);
    expect(first.ok).toBe(true);
    await searches.search({ request: { ...request, exactSpelling: true }, source: 'sidepanel' }, VIEW);
    await searches.search({ request: { query: 'tesla', type: 'news' }, source: 'sidepanel' }, VIEW);
    const again = await searches.search({ request, source: 'sidepanel' }, VIEW);
    expect(again.ok && again.record.billed).toBe(0);
    const [from, to] = [request.dateFrom, request.dateTo].map(serperDay);
    expect(api.searchRequests().map((sent) => [sent.path, sent.json])).toEqual([
      ['/news', { q: 'tesla', gl: 'gb', tbs: `cdr:1,cd_min:${from},cd_max:${to},sbd:1` }],
      ['/news', { q: 'tesla', gl: 'gb', tbs: `cdr:1,cd_min:${from},cd_max:${to},sbd:1`, autocorrect: false }],
      ['/news', { q: 'tesla', gl: 'gb' }],
    ]);
  });

  it('sends nothing for a range that ends in the future, and says why', async () => {
    await apiDialectItem.setValue('serper');
    api.setMode('live');
    const request = { query: 'tesla', dateFrom: dayBefore(3), dateTo: dayBefore(-2) };
    const outcome = await service().search({ request, source: 'popup' }, VIEW);
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'invalid-request', field: 'dateTo' } });
    expect(outcome.ok || outcome.error.message).toContain(request.dateTo);
    // Recorded as asked, so the form shows the range again to be fixed.
    expect(outcome.record?.request).toEqual(request);
    expect(api.searchRequests()).toEqual([]);
  });

  it('sends scholar as resultType to the documented API, without the live options, under the plain key', async () => {
    const searches = service();
    const outcome = await searches.search(
      {
        request: { query: 'typescript', type: 'scholar', newestFirst: true, exactSpelling: true },
        source: 'sidepanel',
      },
      VIEW,
    );
    expect(outcome.ok && outcome.response.scholar?.map((paper) => paper.title)).toContain('Understanding TypeScript');
    expect(outcome.ok && outcome.record.request).toEqual({ query: 'typescript', type: 'scholar' });
    const cached = await searches.search(
      { request: { query: 'typescript', type: 'scholar' }, source: 'sidepanel' },
      VIEW,
    );
    expect(cached.ok && cached.record.billed).toBe(0);
    expect(api.searchRequests().map((sent) => sent.json)).toEqual([{ query: 'typescript', resultType: 'scholar' }]);
  });

  it('reads the patents the local API answers, one picture each, in either dialect', async () => {
    const spec = await service().search({ request: { query: 'tesla', type: 'patents' }, source: 'sidepanel' }, VIEW);
    await apiDialectItem.setValue('serper');
    api.setMode('live');
    const live = await service().search({ request: { query: 'tesla', type: 'patents' }, source: 'sidepanel' }, VIEW);
    for (const outcome of [spec, live]) {
      const patents = outcome.ok ? (outcome.response.patents ?? []) : [];
      expect(patents.map((patent) => patent.publicationNumber)).toContain('US381968A');
      for (const patent of patents) expect(patent.thumbnailUrl).toMatch(/\/thumbs\/patent-/u);
    }
    expect(api.searchRequests().map((sent) => sent.path)).toEqual(['/v1/search', '/patents']);
  });
});
