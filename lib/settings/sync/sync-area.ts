import type { WriteCaps } from '../../storage/write-pacer';

/** The slice of storage.sync the sync uses (a test passes one that refuses). */
export interface SyncArea {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export interface SyncLimits extends WriteCaps {
  /** QUOTA_BYTES_PER_ITEM: the largest item, its key and its value as JSON, in bytes. */
  perItem: number;
}

/**
 * The browser's limits as it names them (Chrome: chrome.storage.sync.QUOTA_BYTES_PER_ITEM …),
 * else Chrome's documented values — Firefox enforces the same item size and names no rate.
 * QUOTA_BYTES (102,400) and MAX_ITEMS (512) cannot be reached: five groups of at most 8 KB.
 */
export function syncLimitsOf(area: unknown): SyncLimits {
  const named = (area ?? {}) as Record<string, unknown>;
  const limit = (name: string, documented: number) => {
    const value = named[name];
    return typeof value === 'number' && value > 0 ? value : documented;
  };
  return {
    perItem: limit('QUOTA_BYTES_PER_ITEM', 8_192),
    perMinute: limit('MAX_WRITE_OPERATIONS_PER_MINUTE', 120),
    perHour: limit('MAX_WRITE_OPERATIONS_PER_HOUR', 1_800),
  };
}
