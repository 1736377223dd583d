import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type * as z from 'zod/mini';
import {
  apiDialectSchema,
  displayPreferencesSchema,
  flagSchema,
  searchDefaultsSchema,
  siteListsSchema,
  usagePreferencesSchema,
} from '../../lib/settings/setting-schemas';
import { checkedDefaults, checkedDialect, checkedDisplay } from '../../lib/settings/page-settings';
import { checkUsagePreferences } from '../../lib/settings/usage-preferences';
import { checkSiteLists } from '../../lib/settings/site-lists-item';
import { checkFlag } from '../../lib/settings/in-page-items';

/*
 * The popup, the side panel and the card page read the settings they show with light checks
 * (zod does not fit their size budgets); the worker and the settings page read them with the
 * schemas. Both must read every stored value alike, damaged ones included, or a page would show
 * what the worker does not do: here they are held to the same answer on any input.
 */
const storedValue = fc.oneof(
  fc.anything(),
  fc.record(
    {
      type: fc.constantFrom('news', 'images', 'web', 'recipes', 4),
      location: fc.constantFrom('UK', 'US', 'JAPAN', 'MARS', '', 7),
      country: fc.constantFrom('de', 'FR', 'zz', 'usa', null),
      numberOfResults: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constantFrom('20', '1.5', 'ten')),
      dateRange: fc.constantFrom('PAST_WEEK', 'LAST_YEAR', undefined),
      openLinksIn: fc.constantFrom('new-tab', 'background-tab', 'current-tab', 'window', 1),
      cacheTtlMinutes: fc.oneof(fc.integer({ min: -10, max: 20_000 }), fc.double()),
      privateMode: fc.oneof(fc.boolean(), fc.constant('yes')),
      lowBalanceThreshold: fc.oneof(fc.integer({ min: -1, max: 10 }), fc.constant(2e9)),
      showBadge: fc.oneof(fc.boolean(), fc.constant(0)),
      dailyBudget: fc.oneof(fc.integer({ min: -1, max: 50 }), fc.constant(null), fc.constant(1e10)),
      blocked: fc.oneof(fc.array(fc.constantFrom('example.com', 'WWW.Example.org', 'not a site', 3)), fc.string()),
      pinned: fc.array(fc.constantFrom('https://news.example/a', '', '*.example.net')),
    },
    { requiredKeys: [] },
  ),
);

describe.each([
  ['search defaults', searchDefaultsSchema, checkedDefaults],
  ['display', displayPreferencesSchema, checkedDisplay],
  ['dialect', apiDialectSchema, checkedDialect],
  ['usage preferences', usagePreferencesSchema, checkUsagePreferences],
  ['site lists', siteListsSchema, checkSiteLists],
  ['a flag', flagSchema(true), (value: unknown) => checkFlag(value, true)],
] as Array<[string, z.ZodMiniType, (stored: unknown) => unknown]>)('%s', (_name, schema, pageCheck) => {
  it('reads any stored value as the pages’ light check does', () => {
    fc.assert(
      fc.property(storedValue, (stored) => {
        expect(pageCheck(stored)).toEqual(schema.parse(stored));
      }),
      { numRuns: 300 },
    );
  });
});
