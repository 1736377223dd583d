import * as z from 'zod/mini';
import { normalizeRequest } from '../api/normalize-request';
import { IMAGE_SEARCH_TYPE, type SearchOptions } from '../api/search-options';
import { API_DIALECTS, DEFAULT_DIALECT } from '../api/request-dialects';
import { parseSiteEntries } from '../sites/site-hosts';
import { compact, lenient, present, wholeNumber } from '../text/tolerant';
import { DEFAULT_MENU_PRESETS, MENU_PRESET_IDS } from './menu-presets';
import { DEFAULT_CACHE_TTL_MINUTES, MAX_DAILY_BUDGET, MAX_TTL_MINUTES } from './usage-bounds';
import { deferredSchema } from '../text/deferred-schema';

/*
 * Every stored setting the worker and the settings page read back, one schema each, with a
 * fallback per field: a damaged field falls back alone and the others are kept (DESIGN §4;
 * CONVENTIONS "One module defines every stored item"). The start-up repair, sync and the
 * settings file read with these; the types of the settings are inferred from them. The popup,
 * the side panel and the card page read the few settings they show with the light checks
 * beside their items (read-settings.ts, usage-preferences.ts, site-lists-item.ts): zod does not
 * fit their size budgets (docs/architecture.md), and a unit test holds both to the same answers.
 */

/** A whole number from 0 to `max`. */
const wholeUpTo = (max: number) => wholeNumber().check(z.minimum(0), z.maximum(max));

/** How the extension spends and records: cache, history, balance warnings, badge. */
export const usagePreferencesSchema = deferredSchema(() =>
  z.catch(
    compact(
      z.object({
        /** 0 turns the cache off. */
        cacheTtlMinutes: z.catch(wholeUpTo(MAX_TTL_MINUTES), DEFAULT_CACHE_TTL_MINUTES),
        /** Private mode: no history is recorded. */
        privateMode: z.catch(z.boolean(), false),
        /** Warn when the remaining balance is at or below this. */
        lowBalanceThreshold: z.catch(wholeUpTo(1e9), 20),
        /** Show the remaining balance on the toolbar button. */
        showBadge: z.catch(z.boolean(), false),
        /**
         * Credits a day may cost before a search asks first (DESIGN §4 Credits); absent: no budget.
         * A damaged budget means none, like an absent one: it never stops searches it was not set for.
         */
        dailyBudget: lenient(wholeUpTo(MAX_DAILY_BUDGET)),
      }),
    ),
    () => ({
      cacheTtlMinutes: DEFAULT_CACHE_TTL_MINUTES,
      privateMode: false,
      lowBalanceThreshold: 20,
      showBadge: false,
    }),
  ),
);
export type UsagePreferences = z.output<typeof usagePreferencesSchema>;

/** A list of sites as the text area it was saved from reads it: what no longer names a site is dropped. */
const siteList = deferredSchema(() =>
  z.pipe(
    present,
    z.transform((stored) => (Array.isArray(stored) ? parseSiteEntries(stored).hosts : [])),
  ),
);

/** The Blocked and Pinned sites, each list on its own. */
export const siteListsSchema = deferredSchema(() =>
  z.catch(z.object({ blocked: siteList, pinned: siteList }), () => ({
    blocked: [],
    pinned: [],
  })),
);

/** The right-click presets the person chose: known ids only, once each; anything that is not a list is the defaults. */
export const menuPresetsSchema = deferredSchema(() =>
  z.catch(
    z.pipe(
      z.array(z.unknown()),
      z.transform((ids) => [...new Set(ids.filter((id): id is string => MENU_PRESET_IDS.includes(id as string)))]),
    ),
    () => [...DEFAULT_MENU_PRESETS],
  ),
);

/**
 * One search default as a search would normalize it ("de" → "DE", "20" → 20); one that would
 * not be a valid search option is none. A value equal to the spec's default is kept (the
 * request drops it later).
 */
const searchDefault = <
  F extends keyof SearchOptions & ('type' | 'location' | 'country' | 'numberOfResults' | 'dateRange'),
>(
  field: F,
) =>
  lenient(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((raw: string | number, context): NonNullable<SearchOptions[F]> => {
        const parsed = normalizeRequest({ query: 'x', [field]: raw });
        // Search by image is asked from an image, never by default: a default type is a text type.
        if (parsed.ok && parsed.value.type !== IMAGE_SEARCH_TYPE)
          return (parsed.value[field] ?? raw) as NonNullable<SearchOptions[F]>;
        context.issues.push({ code: 'custom', message: parsed.ok ? 'image' : parsed.error.message, input: raw });
        return z.NEVER;
      }),
    ),
  );

/** The search defaults, field by field, each in its normal form. */
export const searchDefaultsSchema = deferredSchema(() =>
  z.catch(
    compact(
      z.object({
        type: searchDefault('type'),
        location: searchDefault('location'),
        country: searchDefault('country'),
        numberOfResults: searchDefault('numberOfResults'),
        dateRange: searchDefault('dateRange'),
      }),
    ),
    () => ({}),
  ),
);

/** Where a result opens when clicked: a new tab in front, a new tab behind this one, or this tab. */
export const LINK_TARGETS = ['new-tab', 'background-tab', 'current-tab'] as const;

/** How results are shown and opened. */
export const displayPreferencesSchema = deferredSchema(() =>
  z.catch(
    compact(
      z.object({
        /** Where a result opens when its title is activated (middle- and Ctrl/Cmd+click open it behind). */
        openLinksIn: z.catch(z.literal(LINK_TARGETS), 'new-tab'),
        /** Results opened together (Open in tabs) form a tab group that starts collapsed; absent (the default): expanded. */
        collapseTabGroups: lenient(z.literal(true)),
      }),
    ),
    () => ({ openLinksIn: 'new-tab' as const }),
  ),
);
export type DisplayPreferences = z.output<typeof displayPreferencesSchema>;

/** Which request dialect the service speaks; anything else is the documented one. */
export const apiDialectSchema = deferredSchema(() => z.catch(z.literal(API_DIALECTS), DEFAULT_DIALECT));

/** The origins the key was entered for: a list of origins, anything else none recorded (null). */
export const keyOriginsSchema = deferredSchema(() => z.catch(z.nullable(z.array(z.string())), null));

/** A yes/no setting: anything but a boolean is its fallback. */
export const flagSchema = (fallback: boolean) => z.catch(z.boolean(), fallback);
