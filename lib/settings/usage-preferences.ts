import { defineStoredItem } from '../storage/stored-item';
import type { UsagePreferences } from './setting-schemas';
import { DEFAULT_CACHE_TTL_MINUTES, MAX_DAILY_BUDGET, MAX_TTL_MINUTES } from './usage-bounds';

/** How the extension spends and records: cache, history, balance warnings, badge (its schema: usagePreferencesSchema). */
export type { UsagePreferences } from './setting-schemas';

export { DEFAULT_CACHE_TTL_MINUTES, MAX_DAILY_BUDGET } from './usage-bounds';

export const DEFAULT_USAGE_PREFERENCES: UsagePreferences = {
  cacheTtlMinutes: DEFAULT_CACHE_TTL_MINUTES,
  privateMode: false,
  lowBalanceThreshold: 20,
  showBadge: false,
};

export const usagePreferencesItem = defineStoredItem<UsagePreferences>('local:usagePreferences', {
  fallback: DEFAULT_USAGE_PREFERENCES,
});

/**
 * Field by field: a damaged field falls back to its default, the others are kept. The pages'
 * light check of what usagePreferencesSchema reads (setting-schemas.ts), which the worker and
 * the settings page use: zod does not fit the pages' budgets; a unit test holds the two alike.
 */
export function checkUsagePreferences(stored: unknown): UsagePreferences {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const count = (v: unknown, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
  return {
    cacheTtlMinutes: count(value.cacheTtlMinutes, MAX_TTL_MINUTES)
      ? (value.cacheTtlMinutes as number)
      : DEFAULT_USAGE_PREFERENCES.cacheTtlMinutes,
    privateMode: typeof value.privateMode === 'boolean' ? value.privateMode : DEFAULT_USAGE_PREFERENCES.privateMode,
    lowBalanceThreshold: count(value.lowBalanceThreshold, 1e9)
      ? (value.lowBalanceThreshold as number)
      : DEFAULT_USAGE_PREFERENCES.lowBalanceThreshold,
    showBadge: typeof value.showBadge === 'boolean' ? value.showBadge : DEFAULT_USAGE_PREFERENCES.showBadge,
    // A damaged budget means none, like an absent one: it never stops searches it was not set for.
    ...(count(value.dailyBudget, MAX_DAILY_BUDGET) && { dailyBudget: value.dailyBudget as number }),
  };
}
