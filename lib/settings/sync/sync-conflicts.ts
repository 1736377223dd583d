import { syncItemBytes } from '../../storage/byte-size';
import type { SyncGroup } from './sync-groups';
import { SYNC_GROUPS } from './sync-groups';
import type { SyncReport, SyncState } from './sync-state';
import { changedAt, localGroupData, readGroup, sameAsLocal, storedGroup, type GroupRead } from './synced-group';
import type { SyncLimits } from './sync-area';

// Which side wins, group by group: what sync storage holds against the settings here, both
// ways (settings-sync.ts reads, writes and keeps the order).

export type StorageChanges = Record<string, { newValue?: unknown; oldValue?: unknown } | undefined>;
export type Planned = Array<[SyncGroup, Record<string, unknown>]>;

function noting(report: SyncReport, group: SyncGroup, read: GroupRead | undefined): SyncReport {
  const ignored = (report.ignored ?? []).filter((entry) => entry.group !== group.name);
  if (read && (read.kind === 'malformed' || read.kind === 'newer')) {
    ignored.push({ group: group.name, newer: read.kind === 'newer' });
  }
  return { ...report, ignored };
}

/**
 * The groups from sync storage (`changes`) that win over the settings here, to apply; `state`
 * is updated with what waits to go out and what was ignored. Switching on (`taking`), every
 * readable group wins; after that the newest change wins per group.
 */
export function weighRemote(
  changes: StorageChanges,
  taking: boolean,
  state: SyncState,
  stored: Record<string, unknown>,
  wrote: ReadonlyMap<string, number>,
  now: () => number,
): Planned {
  const planned: Planned = [];
  for (const group of SYNC_GROUPS) {
    const change = changes[group.key];
    if (!change) continue;
    const theirs = readGroup(group, change.newValue, now());
    state.report = noting(state.report, group, theirs);
    // Not there (never written, or sync data cleared): the settings here go there.
    if (theirs.kind === 'absent') state.pending[group.name] ??= now();
    if (theirs.kind !== 'ok' || (!taking && wrote.get(group.name) === theirs.at)) continue;
    const ours = localGroupData(group, stored);
    if (!taking && sameAsLocal(theirs, ours)) {
      // Our own write coming back, or the same settings.
      delete state.pending[group.name];
      continue;
    }
    const oursAt = state.pending[group.name] ?? changedAt(readGroup(group, change.oldValue, now()), ours);
    if (!taking && oursAt !== undefined && oursAt > theirs.at) {
      // The newest change wins per group: ours is newer, and goes (back) out.
      state.pending[group.name] = oursAt;
      continue;
    }
    planned.push([group, theirs.data]);
    if (theirs.future) state.pending[group.name] = now();
    else delete state.pending[group.name];
  }
  return planned;
}

/**
 * Of the groups waiting to go out, the items to write (each that fits), the ones too large,
 * and those changed elsewhere since, to apply here instead; `state.pending` loses the ones
 * not to write.
 */
export function planWrites(
  groups: readonly SyncGroup[],
  state: SyncState,
  remote: Record<string, unknown>,
  stored: Record<string, unknown>,
  limits: SyncLimits,
  now: () => number,
) {
  const items: Record<string, unknown> = {};
  const tooLarge = (state.report.tooLarge ?? []).filter((entry) => !(entry.group in state.pending));
  const planned: Planned = [];
  for (const group of groups) {
    const at = state.pending[group.name]!;
    const theirs = readGroup(group, remote[group.key], now());
    const ours = localGroupData(group, stored);
    // What a newer version wrote is not overwritten by an older one (the options say so).
    if (theirs.kind === 'newer' || (theirs.kind === 'ok' && !theirs.future && sameAsLocal(theirs, ours))) {
      delete state.pending[group.name];
      continue;
    }
    if (theirs.kind === 'ok' && !theirs.future && theirs.at > at) {
      // Changed elsewhere after it changed here, and the change has not reached us as an event.
      planned.push([group, theirs.data]);
      delete state.pending[group.name];
      continue;
    }
    const value = storedGroup(at, ours, theirs.kind === 'ok' ? theirs.unknown : {});
    const bytes = syncItemBytes(group.key, value);
    // Never cut, never written in part: said, and kept waiting — its time still counts
    // against a change from elsewhere, and a smaller list goes out with the next change.
    if (bytes > limits.perItem) tooLarge.push({ group: group.name, bytes, limit: limits.perItem });
    else items[group.key] = value;
  }
  return { items, tooLarge, planned };
}
