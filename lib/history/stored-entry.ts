import { storedEntrySchema, type HistoryEntry } from './history-schema';

/**
 * A past search as another release stored it (the first release's storage.local, or a newer
 * release's database), re-read with today's checks (storedEntrySchema): the request normalized
 * as a new search is, the results read as a fresh answer is. Undefined when it is not a search
 * we could show, so it is dropped alone.
 */
export function readStoredEntry(value: unknown): HistoryEntry | undefined {
  const entry = storedEntrySchema.safeParse(value);
  return entry.success ? entry.data : undefined;
}
