import * as z from 'zod/mini';
import { sameData } from '../../storage/same-data';
import { anyObject, wholeNumber } from '../../text/tolerant';
import { NEVER_SYNCED, type SyncGroup } from './sync-groups';
import type { RawStorage } from '../repair-settings';
import { deferredSchema } from '../../text/deferred-schema';

/**
 * The shape of a group in storage.sync. `v` is the format's version: a browser reads what an
 * older version wrote through SYNC_MIGRATIONS (and each setting's own reader, which reads
 * older values of it as it does in storage.local), and leaves alone what a newer one wrote.
 * Adding a setting to a group needs no new version (an older browser ignores what it does
 * not know, and keeps it when it writes the group); changing a setting's shape does.
 */
export const storedGroupSchema = deferredSchema(() =>
  z.object({
    v: wholeNumber().check(z.minimum(1)),
    /** When the settings were changed, in the browser that changed them (ms since 1970). */
    at: z.number(),
    /** Setting id → value; null: not set there (the default applies). Each is read by its setting's schema. */
    data: anyObject,
  }),
);
export type StoredGroup = z.output<typeof storedGroupSchema>;

export const SYNC_FORMAT_VERSION = 1;

/** From version n to n + 1, at index n - 1. None yet: version 1 is the first that was synced. */
const SYNC_MIGRATIONS: ReadonlyArray<(data: Record<string, unknown>) => Record<string, unknown>> = [];

export type GroupRead =
  | { kind: 'absent' }
  /**
   * `data`: the settings this browser knows, checked; `unknown`: the rest, kept as they are.
   * `future`: stamped later than SYNC_CLOCK_SKEW_MS ahead of this browser's clock: `at` is now.
   */
  | { kind: 'ok'; at: number; data: Record<string, unknown>; unknown: Record<string, unknown>; future?: true }
  /** Not a group, or a setting no reader keeps whole: ignored, never applied in part. */
  | { kind: 'malformed' }
  | { kind: 'newer' };

const isRecord = (value: unknown): value is Record<string, unknown> => anyObject.safeParse(value).success;

/**
 * How far ahead of this browser's clock a group's time may be: another browser's clock may run a
 * little fast, but a group stamped later than this (a clock far off, or a group written to win
 * every comparison for ever) counts as written now — and this browser writes it again with its
 * own time, so that it stops winning against every later change (issue 38, L6).
 */
export const SYNC_CLOCK_SKEW_MS = 10 * 60_000;

/** Reads a group as found in storage.sync (anything: another browser, another version, damage). */
export function readGroup(group: SyncGroup, stored: unknown, now = Date.now()): GroupRead {
  if (stored === undefined || stored === null) return { kind: 'absent' };
  const envelope = storedGroupSchema.safeParse(stored);
  if (!envelope.success) return { kind: 'malformed' };
  const { v, at } = envelope.data;
  if (v > SYNC_FORMAT_VERSION) return { kind: 'newer' };
  // The group's own entries, not a parsed copy: no setting's id ("__proto__") is special.
  let given = (stored as { data: Record<string, unknown> }).data;
  for (let version = v; version < SYNC_FORMAT_VERSION; version += 1) given = SYNC_MIGRATIONS[version - 1]!(given);
  const data: Record<string, unknown> = {};
  const unknown: Record<string, unknown> = { ...given };
  for (const setting of group.settings) {
    if (!Object.hasOwn(given, setting.id)) continue;
    delete unknown[setting.id];
    const read = setting.read(given[setting.id]);
    if (!read.ok) return { kind: 'malformed' };
    data[setting.id] = read.value;
  }
  if (at > now + SYNC_CLOCK_SKEW_MS) return { kind: 'ok', at: now, data, unknown, future: true };
  return { kind: 'ok', at, data, unknown };
}

/** The group's settings as stored in this browser (raw storage.local values by key). */
export function localGroupData(group: SyncGroup, local: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(group.settings.map((setting) => [setting.id, setting.fromStored(local[setting.key])]));
}

/**
 * Whether the group already says what this browser's settings say: every one of them, so a
 * group an older version wrote without a newer setting is written again when that one changes.
 */
export function sameAsLocal(read: GroupRead, local: Record<string, unknown>): boolean {
  if (read.kind !== 'ok') return false;
  return Object.entries(local).every(([id, value]) => Object.hasOwn(read.data, id) && sameData(value, read.data[id]));
}

/**
 * When the settings here last changed, by the group they were last in step with (`before`): its
 * time — none when that group is not what this browser holds, or was stamped in the future
 * (it goes out again with this browser's own time: SYNC_CLOCK_SKEW_MS).
 */
export function changedAt(before: GroupRead, local: Record<string, unknown>): number | undefined {
  return before.kind === 'ok' && !before.future && sameAsLocal(before, local) ? before.at : undefined;
}

/**
 * The storage.local writes that make this browser's settings what a group says, for the
 * settings it has: a whole item is set (or removed: its default), a field is set in its item
 * (or removed from it), and every other field of that item stays as it is.
 */
export function localWrites(
  group: SyncGroup,
  data: Record<string, unknown>,
  local: Record<string, unknown>,
): { set: Record<string, unknown>; remove: string[] } {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const setting of group.settings) {
    if (!Object.hasOwn(data, setting.id)) continue;
    const value = data[setting.id];
    if (setting.field === undefined) {
      if (value === null) remove.push(setting.key);
      else set[setting.key] = value;
      continue;
    }
    const base = set[setting.key] ?? (isRecord(local[setting.key]) ? { ...(local[setting.key] as object) } : {});
    const item = base as Record<string, unknown>;
    if (value === null) delete item[setting.field];
    else item[setting.field] = value;
    set[setting.key] = item;
  }
  return { set, remove };
}

/** The group as written to storage.sync: this browser's settings over what it does not know. */
export function storedGroup(at: number, data: Record<string, unknown>, unknown: Record<string, unknown>): StoredGroup {
  // What another browser put there under a name that must never be synced is not passed on.
  const kept = Object.entries(unknown).filter(
    ([id]) => !NEVER_SYNCED.some((never) => id.split('.')[0] === never || id === never),
  );
  return { v: SYNC_FORMAT_VERSION, at, data: { ...Object.fromEntries(kept), ...data } };
}

/** Makes the settings here what the groups say, in one write; returns storage as it is then. */
export async function applyGroups(
  local: Pick<RawStorage, 'set' | 'remove'>,
  planned: ReadonlyArray<[SyncGroup, Record<string, unknown>]>,
  stored: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const [group, data] of planned) {
    const writes = localWrites(group, data, { ...stored, ...set });
    Object.assign(set, writes.set);
    remove.push(...writes.remove);
  }
  if (Object.keys(set).length > 0) await local.set(set);
  if (remove.length > 0) await local.remove(remove);
  const after = { ...stored, ...set };
  for (const key of remove) delete after[key];
  return after;
}
