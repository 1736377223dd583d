import { SNAPSHOT_PREFIX, type Snapshot } from '../boot/boot-names';

/**
 * A window's snapshot (DESIGN §4, a reopened panel): the first screen of the answer its side
 * panel last showed, as text, for the boot module (lib/boot/page-boot.ts) to paint before the
 * app when the panel opens again. Chrome destroys a closed panel's page, so every open is a
 * cold start (w3c/webextensions#1047).
 *
 * Kept in the extension's localStorage, not storage.session: every storage.session write goes
 * to each page's storage.onChanged with its value (DESIGN §4: at most 2 KB per search), and
 * localStorage is read synchronously. It outlives the browser, so the boot paints a snapshot
 * only when the window's current search (its record in storage.session, gone with the browser)
 * names it; a stale one is dropped by the panel. Never written for a private window or in private
 * mode; dropped with "Clear history", with the history entry it shows, when its window is found
 * closed, and once SNAPSHOT_MAX_AGE_MS old (issue 38, L7: a snapshot holds a past query's answer).
 */

/** A snapshot's most bytes (UTF-8 of its JSON); rows are dropped from the end to fit. */
export const SNAPSHOT_MAX_BYTES = 6_000;
/** The most results a snapshot holds (a first screen rarely shows more than five). */
export const SNAPSHOT_MAX_ROWS = 8;
/** The longest text a snapshot keeps of any one field, in characters. */
export const SNAPSHOT_TEXT_MAX = 320;
/** How long a snapshot is kept: a day (a reopened panel's last answer is from today, or not worth keeping). */
export const SNAPSHOT_MAX_AGE_MS = 86_400_000;

const clip = (text: string | null | undefined): string => (text ?? '').trim().slice(0, SNAPSHOT_TEXT_MAX);
const textOf = (root: ParentNode, selector: string): string => clip(root.querySelector(selector)?.textContent);

/**
 * The first screen of the answer shown in `view` (the panel's results), read from what the app
 * rendered: results whose top is above `screenBottom` (at least one), the answer box's or
 * knowledge panel's title and description, the credit line.
 */
export function snapshotOf(view: ParentNode, id: string, screenBottom: number): Snapshot {
  const rows: Snapshot['rows'] = [];
  for (const item of view.querySelectorAll('.result-list > .result')) {
    if (rows.length >= SNAPSHOT_MAX_ROWS || (rows.length > 0 && item.getBoundingClientRect().top > screenBottom)) break;
    rows.push([textOf(item, '.result-title'), textOf(item, '.result-host'), textOf(item, '.result-snippet')]);
  }
  // The knowledge panel's title and description, or the answer box's first two lines.
  const [title, text] = view.querySelectorAll('.knowledge-panel :is(h2, .knowledge-description), .answer-box > p');
  const box: [string, string] | undefined = title && [clip(title.textContent), clip(text?.textContent)];
  const credits = textOf(view, '.credits-head > p');
  return { v: 1, id, rows, ...(box && { box }), ...(credits !== '' && { credits }) };
}

/** The snapshot's size as stored: UTF-8 bytes of its JSON. */
export function snapshotBytes(snapshot: Snapshot): number {
  return new TextEncoder().encode(JSON.stringify(snapshot)).length;
}

/** The snapshot within `maxBytes`, rows dropped from the end; undefined when even none fit. */
export function cappedSnapshot(snapshot: Snapshot, maxBytes = SNAPSHOT_MAX_BYTES): Snapshot | undefined {
  const capped = { ...snapshot, rows: [...snapshot.rows] };
  while (snapshotBytes(capped) > maxBytes) {
    if (capped.rows.length === 0) return undefined;
    capped.rows.pop();
  }
  return capped;
}

/** Stores a window's snapshot (capped, with its time); a failed write (storage full) leaves none. */
export function saveSnapshot(store: Storage, windowId: number, snapshot: Snapshot, now = Date.now()): void {
  const capped = cappedSnapshot({ ...snapshot, at: now });
  try {
    if (capped) store.setItem(SNAPSHOT_PREFIX + windowId, JSON.stringify(capped));
    else store.removeItem(SNAPSHOT_PREFIX + windowId);
  } catch {
    store.removeItem(SNAPSHOT_PREFIX + windowId);
  }
}

export function dropSnapshot(store: Storage, windowId: number): void {
  store.removeItem(SNAPSHOT_PREFIX + windowId);
}

/** Drops every window's snapshot ("Clear history"). */
export function dropAllSnapshots(store: Storage): void {
  for (const key of Object.keys(store)) if (key.startsWith(SNAPSHOT_PREFIX)) store.removeItem(key);
}

/** The snapshots stored, by key (anything that is not one reads as undefined). */
function storedSnapshots(store: Storage): Array<[string, Partial<Snapshot> | undefined]> {
  return Object.keys(store)
    .filter((key) => key.startsWith(SNAPSHOT_PREFIX))
    .map((key) => {
      try {
        return [key, JSON.parse(store.getItem(key) ?? 'null') as Partial<Snapshot> | undefined];
      } catch {
        return [key, undefined];
      }
    });
}

/** Drops the snapshots that show a search (a history entry deleted: its answer leaves no copy). */
export function dropSnapshotsOf(store: Storage, searchId: string): void {
  for (const [key, snapshot] of storedSnapshots(store)) {
    if (snapshot?.id === searchId || snapshot?.history === searchId) store.removeItem(key);
  }
}

/**
 * Drops every snapshot of a window not among `openWindows` (when the browser can say which are
 * open), every one older than SNAPSHOT_MAX_AGE_MS or with no time, and every unreadable one.
 */
export function sweepSnapshots(store: Storage, openWindows: readonly number[] | undefined, now = Date.now()): void {
  for (const [key, snapshot] of storedSnapshots(store)) {
    const windowId = Number(key.slice(SNAPSHOT_PREFIX.length));
    const closed = openWindows !== undefined && !openWindows.includes(windowId);
    const at = snapshot?.at;
    if (closed || typeof at !== 'number' || now - at > SNAPSHOT_MAX_AGE_MS || at > now + SNAPSHOT_MAX_AGE_MS) {
      store.removeItem(key);
    }
  }
}
