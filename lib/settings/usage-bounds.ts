/** The bounds of the usage preferences (usagePreferencesSchema, and the pages' light check of it). */

/** How long an answer is cached unless the person chooses otherwise. */
export const DEFAULT_CACHE_TTL_MINUTES = 60;
/** The longest a person can keep answers cached: a week. */
export const MAX_TTL_MINUTES = 7 * 24 * 60;
/** The largest daily budget a person can set (the same bound as the low-balance threshold). */
export const MAX_DAILY_BUDGET = 1e9;
