import { useEffect, type Dispatch, type MutableRef, type StateUpdater } from 'preact/hooks';
import { readStored, watchStored } from '../storage/stored-item';
import { windowRecordKey, type SearchRecord } from '../search/current-search';
import type { PageWindow } from './page-window';
import { isNotNewer, sameRecord } from './search-record-rules';

/**
 * Follows the window's small record in storage.session (a page in `window` mode): read once,
 * then again on every change, into `setRecord`. A window the page cannot name has none (null).
 */
export function useWindowRecord(
  following: boolean,
  page: PageWindow | undefined,
  setRecord: Dispatch<StateUpdater<SearchRecord | null | undefined>>,
  /** Searches this page sent and awaits the reply to: their answered record comes with the reply. */
  replies: MutableRef<Set<string>>,
  /** Where an answered search's record that came before the reply this page awaits is kept. */
  recordAhead: MutableRef<SearchRecord | undefined>,
): void {
  useEffect(() => {
    if (!following || !page) return;
    if (page.id === undefined) {
      setRecord(null);
      return;
    }
    const key = `session:${windowRecordKey(page.id)}` as const;
    let live = true;
    // Subscribe before the first read so a change between the two is not missed.
    // A change delivered late (the worker writes a record a task after its reply) must not take
    // the page back to a search older than the one it shows: the worker's own rule (writeIfCurrent).
    const unwatch = watchStored<SearchRecord>(key, (next) => {
      if (!live) return;
      // The worker writes an answered search's record a task after its reply, and the record can
      // still come first: the page that asked waits for the reply, which brings the record and the
      // answer in one render instead of two (issue 29: nothing in front of the answer).
      if (next?.status === 'success' && replies.current.has(next.id)) {
        recordAhead.current = next;
        return;
      }
      // The record the reply brought, arriving after it, is the one shown: no render for it.
      setRecord((shown) => (next && (!isNotNewer(shown, next) || sameRecord(shown, next)) ? shown : (next ?? null)));
    });
    readStored<SearchRecord>(key).then(
      (stored) => live && setRecord((seen) => (seen === undefined ? (stored ?? null) : seen)),
      () => live && setRecord((seen) => seen ?? null),
    );
    return () => {
      live = false;
      unwatch();
    };
  }, [following, page]);
}
