import { z } from 'zod/mini';
import type { SearchCache } from '../cache/search-cache';
import type { UsageRecorder } from '../search/usage-recorder';
import type { CurrentSearch } from '../search/current-search';

const balanceSchema = z.object({ amount: z.nullable(z.int().check(z.minimum(0), z.maximum(1e12))) });
const entrySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  private: z.optional(z.boolean()),
});

export interface DataHandlerDeps {
  cache: SearchCache;
  usage: UsageRecorder;
  /** Shows a state in normal windows, or in private ones. */
  writeState: (state: CurrentSearch, isPrivate?: boolean) => Promise<void>;
  now?: () => number;
}

/**
 * The messages that change stored data other than by searching. Each parses its payload;
 * the background routes them here only for this extension's own pages.
 */
export function createDataHandlers({ cache, usage, writeState, now = Date.now }: DataHandlerDeps) {
  return {
    clearCache: () => cache.clear(),
    async setBalance(data: unknown): Promise<{ ok: boolean }> {
      const parsed = balanceSchema.safeParse(data);
      if (!parsed.success) return { ok: false };
      await usage.ledger.setBalance(parsed.data.amount, now());
      return { ok: true };
    },
    async openHistoryEntry(data: unknown): Promise<{ ok: boolean }> {
      const parsed = entrySchema.safeParse(data);
      const entry = parsed.success ? await usage.history.find(parsed.data.id) : undefined;
      if (!entry) return { ok: false };
      await writeState(
        {
          id: crypto.randomUUID(),
          status: 'success',
          request: entry.request,
          source: entry.source,
          startedAt: now(),
          finishedAt: now(),
          response: entry.response,
          billed: 0,
          cachedAt: entry.at,
          fromHistory: true,
        },
        parsed.success && parsed.data.private === true,
      );
      return { ok: true };
    },
    async deleteHistoryEntry(data: unknown): Promise<void> {
      const parsed = entrySchema.safeParse(data);
      if (parsed.success) await usage.history.forget(parsed.data.id);
    },
    clearHistory: () => usage.history.forgetAll(),
  };
}
