import * as z from 'zod/mini';
import { SEARCH_ERROR_KINDS } from '../api/search-error';
import { SEARCH_SOURCES } from '../api/search-source';
import { windowOfKey, windowRecordKey, type SearchRecord } from './current-search';
import { deferredSchema } from '../text/deferred-schema';

/** The slice of a storage area (storage.session) the records need. */
export interface RecordArea {
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

/**
 * Each window's current search (DESIGN §1), written by the background alone. It remembers
 * what it last read or wrote per window, so "is this still the window's search?" costs no
 * storage read on the hot path; a restarted worker starts empty and reads once per window.
 */
export function windowRecordStore(area: RecordArea) {
  const known = new Map<number, SearchRecord | null>();
  return {
    async read(windowId: number): Promise<SearchRecord | null> {
      if (!known.has(windowId)) {
        const key = windowRecordKey(windowId);
        const stored = (await area.get(key))[key];
        if (!known.has(windowId)) known.set(windowId, isRecord(stored) ? stored : null);
      }
      return known.get(windowId) ?? null;
    },
    async write(windowId: number, record: SearchRecord): Promise<void> {
      known.set(windowId, record);
      await area.set({ [windowRecordKey(windowId)]: record });
    },
    /** A closed window's record goes with it. */
    async remove(windowId: number): Promise<void> {
      known.set(windowId, null);
      await area.remove(windowRecordKey(windowId));
    },
    /** Every window's record (at worker start, to settle searches the stopped worker left loading). */
    async all(): Promise<Array<[number, SearchRecord]>> {
      const stored = await area.get(null);
      return Object.entries(stored).flatMap(([key, value]): Array<[number, SearchRecord]> => {
        const windowId = windowOfKey(key);
        return windowId !== undefined && isRecord(value) ? [[windowId, value]] : [];
      });
    },
  };
}

export type WindowRecordStore = ReturnType<typeof windowRecordStore>;

/**
 * A window's record as read back from storage.session: the fields a page and the worker act
 * on, per status (the rest, written by this worker, is kept as it is). One that does not read
 * is no record: the window shows no search rather than a broken one.
 */
// A function, not an object of schemas: each is built only when the record's schema is.
const base = () => ({
  id: z.string(),
  request: z.looseObject({ query: z.string() }),
  source: z.literal(SEARCH_SOURCES),
  startedAt: z.number(),
});
export const windowRecordSchema = deferredSchema(() =>
  // A union, not `z.discriminatedUnion`: three options need no index by status, and its parser
  // would be in the worker for this schema alone.
  z.union([
    z.looseObject({ ...base(), status: z.literal(['pending', 'loading']) }),
    z.looseObject({ ...base(), status: z.literal('success'), finishedAt: z.number() }),
    z.looseObject({
      ...base(),
      status: z.literal('error'),
      finishedAt: z.number(),
      error: z.looseObject({ kind: z.literal(SEARCH_ERROR_KINDS), message: z.string() }),
    }),
  ]),
);

function isRecord(value: unknown): value is SearchRecord {
  return windowRecordSchema.safeParse(value).success;
}

/**
 * Writes a record only while it is still the window's current search: a search started later
 * has taken the window, and an older search's late answer must not replace it.
 */
export async function writeIfCurrent(store: WindowRecordStore, windowId: number, record: SearchRecord): Promise<void> {
  const current = await store.read(windowId);
  if (current && current.id !== record.id && current.startedAt > record.startedAt) return;
  await store.write(windowId, record);
}
