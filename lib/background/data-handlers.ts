import { balanceMessageSchema, historyEntrySchema } from '../search/message-schema';
import type { SearchCache } from '../cache/search-cache';
import type { UsageRecorder } from '../search/usage-recorder';

export interface DataHandlerDeps {
  /** Every cache (searches, and pages read here): clearing empties them all. */
  cache: Pick<SearchCache, 'clear'>;
  usage: UsageRecorder;
  now?: () => number;
}

/**
 * The messages that change stored data other than by searching. Each parses its payload;
 * the background routes them here only for this extension's own pages.
 */
export function createDataHandlers({ cache, usage, now = Date.now }: DataHandlerDeps) {
  return {
    clearCache: () => cache.clear(),
    async setBalance(data: unknown): Promise<{ ok: boolean }> {
      const parsed = balanceMessageSchema.safeParse(data);
      if (!parsed.success) return { ok: false };
      await usage.ledger.setBalance(parsed.data.amount, now());
      return { ok: true };
    },
    async deleteHistoryEntry(data: unknown): Promise<void> {
      const parsed = historyEntrySchema.safeParse(data);
      if (parsed.success) await usage.history.forget(parsed.data.id);
    },
    /**
     * Clears the history and the cache with it: a cached answer's key holds its query, so
     * clearing only the history would leave the past searches on disk until they expire.
     * Both are tried; either failing fails the clear (the page says "try again").
     */
    async clearHistory(): Promise<void> {
      const cleared = await Promise.allSettled([usage.history.forgetAll(), cache.clear()]);
      const failed = cleared.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
