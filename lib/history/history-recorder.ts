import type { HistoryStore } from './history-store';
import type { SearchResponse } from '../api/search-response';
import { mergePages } from '../api/merge-pages';
import { withRead, type HistoryEntry, type HistorySummary, type PageRead } from './search-history';
import type { UsagePreferences } from '../settings/usage-preferences';
import { writeFreeingSpace } from '../storage/quota';
import { lastPageHeld } from './history-pages';

/** Records what searches found: the history, which pages learn has changed from a small signal. */
export interface HistoryRecorder {
  /** Adds to the history unless private mode is on. */
  remember(entry: HistoryEntry): Promise<void>;
  /**
   * Adds a further page's results, and what it was billed, to a past search (More results);
   * nothing when it is gone, already holds that page, or private mode is on.
   */
  appendPage(id: string, pageNumber: number, page: SearchResponse, billed: number | undefined): Promise<void>;
  /** Notes a page read here from a past search's results; nothing when it is gone or private mode is on. */
  noteRead(id: string, read: PageRead): Promise<void>;
  find(id: string): Promise<HistoryEntry | undefined>;
  /** Past searches without their results, newest first (the address bar's suggestions). */
  list(): Promise<HistorySummary[]>;
  forget(id: string): Promise<void>;
  forgetAll(): Promise<void>;
}

export interface HistoryRecorderDeps {
  history: HistoryStore;
  preferences: () => Promise<UsagePreferences>;
  /** Frees space (the cache first, then the oldest history) when the quota refuses a write. */
  freeSpace: () => Promise<void>;
  /** Told after every change of the history, so open pages re-read what they show. */
  historyChanged: () => void;
  /** Awaited before the first history access (the migration from the first release). */
  ready?: Promise<unknown>;
}

export function createHistoryRecorder(deps: HistoryRecorderDeps): HistoryRecorder {
  const { history } = deps;
  const ready = deps.ready ?? Promise.resolve();

  async function changeHistory(change: () => Promise<void>): Promise<void> {
    await ready;
    try {
      await change();
    } finally {
      deps.historyChanged();
    }
  }

  return {
    async remember(entry) {
      if ((await deps.preferences()).privateMode) return;
      await changeHistory(() => writeFreeingSpace(() => history.add([entry]), deps.freeSpace));
    },
    async appendPage(id, pageNumber, page, billed) {
      if ((await deps.preferences()).privateMode) return;
      await ready;
      const entry = await history.get(id);
      // A page it holds is never added twice (nor one before its last).
      if (!entry || pageNumber <= lastPageHeld(entry)) return;
      const { response, added } = mergePages(entry.response, [page]);
      // An unknown charge anywhere makes the whole unknown: never shown as less than it was.
      const { credits: _sum, ...rest } = entry;
      const credits = entry.credits !== undefined && billed !== undefined ? entry.credits + billed : undefined;
      const held = { page: pageNumber, ...(billed !== undefined && { credits: billed }), added: added[0] ?? 0 };
      const merged = {
        ...rest,
        response,
        ...(credits !== undefined && { credits }),
        pages: [...(entry.pages ?? []), held],
      };
      await changeHistory(() => writeFreeingSpace(() => history.add([merged]), deps.freeSpace));
    },
    async noteRead(id, read) {
      if ((await deps.preferences()).privateMode) return;
      await ready;
      const entry = await history.get(id);
      if (!entry) return;
      const noted = { ...entry, reads: withRead(entry.reads, read) };
      await changeHistory(() => writeFreeingSpace(() => history.add([noted]), deps.freeSpace));
    },
    find: async (id) => {
      await ready;
      return history.get(id);
    },
    list: async () => {
      await ready;
      return history.list();
    },
    forget: (id) => changeHistory(() => history.delete(id)),
    forgetAll: () => changeHistory(() => history.clear()),
  };
}
