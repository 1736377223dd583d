import type { IDBPDatabase } from 'idb';
import type { Salvage } from '../storage/replace-newer-database';
import { addEntries, type HistorySchema } from './history-store';
import { isHistorySummary, type HistoryEntry } from './search-history';
import { readStoredEntry } from './stored-entry';

/**
 * The history's part of replacing a database a newer release left (an extension downgrade):
 * every past search whose summary and results read with today's checks is kept — the
 * summary as the history list checks it, the results re-read as a fresh answer is — and
 * written back through the history's own write, caps included. A store that is gone or
 * cannot be read throws: the history is then reported lost, never dropped silently.
 */
export const historySalvage: Salvage = {
  name: 'history',
  async read(db) {
    const tx = db.transaction(['history', 'historyResponses']);
    const [summaries, responses] = await Promise.all([
      tx.objectStore('history').getAll(),
      tx.objectStore('historyResponses').getAll(),
    ]);
    const results = new Map<unknown, unknown>(
      responses.map((record: unknown) => {
        const { id, response } = (record ?? {}) as { id?: unknown; response?: unknown };
        return [id, response];
      }),
    );
    const entries = summaries.flatMap((summary: unknown): HistoryEntry[] => {
      if (!isHistorySummary(summary)) return [];
      const entry = readStoredEntry({ ...summary, response: results.get(summary.id) });
      return entry ? [entry] : [];
    });
    // Written oldest first, so the caps evict as they always do.
    entries.sort((a, b) => a.at - b.at);
    return {
      incomplete: entries.length < summaries.length,
      restore: (fresh) => addEntries(fresh as unknown as IDBPDatabase<HistorySchema>, entries),
    };
  },
};
