import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isServiceSuggestions, parseAutocompleteAnswer } from '../../lib/api/autocomplete-answer';
import { keyFingerprint } from '../../lib/cache/cache-policy';
import { createSearchCache } from '../../lib/cache/search-cache';
import { AUTOCOMPLETE_ENDPOINT, expectedCost } from '../../lib/credits/expected-cost';
import { checkLedger, creditLedgerItem } from '../../lib/credits/ledger-item';
import { createBookkeeping } from '../../lib/search/bookkeeping';
import type { SearchView } from '../../lib/search/search-message';
import { createServiceSuggestions, type ServiceSuggestionDeps } from '../../lib/search/service-suggestions';
import { readSettings } from '../../lib/settings/read-settings';
import { apiDialectItem, apiKeyItem } from '../../lib/settings/settings-items';
import { saveAddressWithKey } from './key-entered';
import { checkServiceSuggestions } from '../../lib/settings/suggestion-items';
import { DEFAULT_USAGE_PREFERENCES, usagePreferencesItem } from '../../lib/settings/usage-preferences';
import { RECORDED_TEXTS } from '../search-api/recordings';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { usageWiring } from './usage-wiring';

/*
 * The service's own suggestions (issue 40): only when switched on, only from the Serper-compatible
 * service, never in a private window, from three characters, once per prefix, budgeted and on the
 * ledger — against the local API in live mode over real HTTP (POST /autocomplete).
 */

const KEY = 'suggest-key-5b21';
const NORMAL: SearchView = { windowId: 1, private: false };

let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false, mode: 'live' });
});
afterAll(() => api.close());

beforeEach(async () => {
  fakeBrowser.reset();
  api.reset();
  await apiKeyItem.setValue(KEY);
  // As a Save with the key stores it (a key with no record goes to the build's own API only, issue 38 L2).
  await saveAddressWithKey(api.url);
  await apiDialectItem.setValue('serper');
});

function suggestions(overrides: Partial<ServiceSuggestionDeps> = {}, wiring = usageWiring()) {
  const service = createServiceSuggestions({
    readSettings,
    optedIn: () => Promise.resolve(true),
    hasHostPermission: () => Promise.resolve(true),
    fingerprintOf: keyFingerprint,
    cache: createSearchCache(wiring.cacheStore, Date.now, undefined, isServiceSuggestions),
    usage: wiring.usage,
    bookkeeping: createBookkeeping(0),
    ...overrides,
  });
  const suggest = async (text: string, view = NORMAL) => {
    const found = await service.suggest(text, view, 'sidepanel');
    await service.whenIdle();
    return found;
  };
  return { service, suggest, wiring };
}

const ledger = async () => checkLedger(await creditLedgerItem.getValue());
const todayBilled = async () => Object.values((await ledger()).days)[0]?.sidepanel?.billed ?? 0;

describe('the service’s suggestions: asked only where they may be', () => {
  it('asks once for “app” and gives the service’s suggestions, billed 1 credit on the ledger', async () => {
    const { suggest } = suggestions();
    const found = await suggest('app');
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((suggestion) => suggestion.startsWith('app'))).toBe(true);
    const [sent, ...more] = api.autocompleteRequests();
    expect(more).toEqual([]);
    expect(sent?.json).toEqual({ q: 'app' });
    expect(sent?.headers['x-api-key']).toBe(KEY);
    expect(await todayBilled()).toBe(1);
    expect(expectedCost(await ledger(), AUTOCOMPLETE_ENDPOINT)).toBe(1);
    expect(api.getCredits(KEY)).toBe(99);
  });

  it.each<[string, string, Partial<ServiceSuggestionDeps>, SearchView]>([
    ['two characters', 'ap', {}, NORMAL],
    ['spaces around two characters', '  ap  ', {}, NORMAL],
    ['a private window', 'apple', {}, { windowId: 2, private: true }],
    ['the opt-in off', 'apple', { optedIn: () => Promise.resolve(false) }, NORMAL],
    ['no permission for the service’s origin', 'apple', { hasHostPermission: () => Promise.resolve(false) }, NORMAL],
  ])('asks nothing and bills nothing for %s', async (_name, text, overrides, view) => {
    const { suggest } = suggestions(overrides);
    expect(await suggest(text, view)).toEqual([]);
    expect(api.autocompleteRequests()).toEqual([]);
    expect(await todayBilled()).toBe(0);
  });

  it('asks nothing of the documented API, which has no suggestions', async () => {
    await apiDialectItem.setValue('spec');
    const { suggest } = suggestions();
    expect(await suggest('apple')).toEqual([]);
    expect(api.requests).toEqual([]);
  });

  it('asks once per prefix: the same beginning again, in another case or spacing, comes from the cache', async () => {
    const { suggest } = suggestions();
    const first = await suggest('apple inc');
    expect(await suggest('Apple  Inc ')).toEqual(first);
    expect(api.autocompleteRequests()).toHaveLength(1);
    expect(await todayBilled()).toBe(1);
  });

  it('keeps a prefix’s suggestions in the cache store: a worker started again asks nothing', async () => {
    const wiring = usageWiring();
    await suggestions({}, wiring).suggest('apple inc');
    const again = suggestions({}, wiring);
    expect(await again.suggest('apple inc')).toContain('apple inc stock');
    expect(api.autocompleteRequests()).toHaveLength(1);
  });

  it('shares one request between two asks for the same prefix at once', async () => {
    api.setLatency(100);
    const { service } = suggestions();
    const [a, b] = await Promise.all([
      service.suggest('tesla', NORMAL, 'popup'),
      service.suggest('TESLA', NORMAL, 'popup'),
    ]);
    expect(a).toEqual(b);
    expect(api.autocompleteRequests()).toHaveLength(1);
    await service.whenIdle();
  });

  it('is held back by the daily budget like any charge: nothing is asked past it', async () => {
    await usagePreferencesItem.setValue({ ...DEFAULT_USAGE_PREFERENCES, dailyBudget: 1 });
    const { suggest } = suggestions();
    expect((await suggest('apple')).length).toBeGreaterThan(0);
    expect(await suggest('tesla')).toEqual([]);
    expect(api.autocompleteRequests()).toHaveLength(1);
  });

  it('says nothing on a refusal: a rejected key gets no suggestions and bills nothing', async () => {
    await apiKeyItem.setValue('not-a-key');
    const { suggest } = suggestions();
    expect(await suggest('apple')).toEqual([]);
    expect(api.autocompleteRequests()).toHaveLength(1);
    expect(await todayBilled()).toBe(0);
  });
});

describe('the answer of /autocomplete', () => {
  const recorded = RECORDED_TEXTS.find((text) => text.kind === 'autocomplete');

  it('reads the recorded answer: ten suggestions in order, 1 credit', () => {
    const result = parseAutocompleteAnswer(recorded?.text ?? '');
    expect(result).toEqual({
      ok: true,
      value: {
        suggestions: [
          'apple inc',
          'apple inc stock',
          'apple inc address',
          'apple inc phone number',
          'apple inc careers',
          'apple income statement',
          'apple income statement 2025',
          'apple inc logo',
          'apple inc ticker',
          'apple inc headquarters',
        ],
        credits: 1,
      },
    });
  });

  it.each<[string, unknown, unknown]>([
    [
      'items without text dropped alone, duplicates once',
      { suggestions: [{ value: 'a b' }, {}, { value: 'A  B' }, 3] },
      ['a b'],
    ],
    ['control characters stripped', { suggestions: [{ value: 'x\u202Ey' }] }, ['xy']],
    ['a credits field that is not a count ignored', { suggestions: [], credits: 'one' }, []],
  ])('%s', (_name, body, expected) => {
    const result = parseAutocompleteAnswer(JSON.stringify(body));
    expect(result.ok && result.value.suggestions).toEqual(expected);
  });

  it.each([
    ['not JSON', '<html>'],
    ['no suggestions list', '{"credits":1}'],
  ])('%s is an invalid response', (_name, text) => {
    expect(parseAutocompleteAnswer(text)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('reads the stored opt-in tolerantly: only true switches it on', () => {
    expect([true, false, 'true', 1, null, undefined].map(checkServiceSuggestions)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
