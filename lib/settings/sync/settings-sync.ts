import { serialQueue } from '../../storage/serial-queue';
import { createWritePacer } from '../../storage/write-pacer';
import type { RawStorage } from '../repair-settings';
import { messageOf, remoteGroups } from './sync-availability';
import { SYNC_GROUPS, SYNCED_KEYS, type SyncGroup } from './sync-groups';
import { checkSyncState, type SyncState } from './sync-state';
import { applyGroups, localGroupData, readGroup, sameAsLocal } from './synced-group';
import type { SyncArea, SyncLimits } from './sync-area';
import { planWrites, weighRemote, type StorageChanges } from './sync-conflicts';

export interface SettingsSyncOptions {
  /** storage.local: the settings, the switch and the sync's state. */
  local: RawStorage;
  /** storage.sync, or undefined where the browser has none. */
  sync: SyncArea | undefined;
  limits: SyncLimits;
  /** runtime.getPlatformInfo's `os` ("android": Firefox for Android syncs no add-on data). */
  platformOs: () => Promise<string | undefined>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  /** How long the settings changed by one Save wait to be written together. */
  settleMs?: number;
}

const ON = 'settingsSyncOn';
const STATE = 'settingsSyncState';
/** After a refusal: the minute's cap frees within a minute; any other refusal is tried again later. */
const RETRY_AFTER_MINUTE_CAP_MS = 60_000;
const RETRY_LATER_MS = 5 * 60_000;

/**
 * The settings' sync through the browser's own storage.sync (DESIGN §4 Sync), owned by the
 * worker: it writes each group that changed here (batched under the rate caps, never one that
 * does not fit), applies each group another browser changed to storage.local — whole or not at
 * all — and the pages keep reading storage.local. Switching on takes what sync storage holds;
 * after that the newest change wins per group. Everything runs one step at a time.
 */
export function createSettingsSync(options: SettingsSyncOptions) {
  const { local, sync, limits, now = Date.now } = options;
  const inOrder = serialQueue();
  /**
   * When each group this worker wrote was changed: its own write comes back as a sync change,
   * and may arrive after the person changed the group again here (that change's event is still
   * queued behind it) — it must not be taken for another browser's and undo that change.
   */
  const wrote = new Map<string, number>();
  const pacer = createWritePacer({
    caps: limits,
    settleMs: options.settleMs ?? 1_000,
    now,
    setTimer: options.setTimer,
    write: () => inOrder(flush),
  });

  async function read() {
    const stored = await local.get([ON, STATE, ...SYNCED_KEYS]);
    return { on: stored[ON] === true, state: checkSyncState(stored[STATE]), stored };
  }
  const save = (state: SyncState) => local.set({ [STATE]: state });
  const ask = (state: SyncState) => {
    if (Object.keys(state.pending).length > 0) pacer.request();
  };

  /**
   * Weighs what sync storage holds (`changes`: each group's new value and, for an event, the
   * value it replaced) against the settings here, and applies what wins. Switching on (`taking`),
   * every readable group wins; after that the newest change wins per group.
   */
  async function settle(changes: StorageChanges, taking: boolean): Promise<void> {
    const { on, state: last, stored } = await read();
    if (!on || (!taking && !last.joined)) return;
    const state: SyncState = taking ? { joined: true, pending: {}, report: {} } : last;
    const planned = weighRemote(changes, taking, state, stored, wrote, now);
    const after = await applyGroups(local, planned, stored);
    // A group an older version wrote lacks the newer settings: it goes out again with them.
    for (const [group] of planned) {
      if (!sameAsLocal(readGroup(group, changes[group.key]?.newValue), localGroupData(group, after))) {
        state.pending[group.name] = now();
      }
    }
    if (taking) state.report.taken = planned.map(([group]) => group.name);
    await save(state);
    ask(state);
  }

  /** Switched on: what sync storage holds wins, the rest goes there (DESIGN §4 Sync). */
  async function join(): Promise<void> {
    if (!(await read()).on) return;
    const remote = await remoteGroups(sync, options.platformOs);
    if (typeof remote === 'string') return save({ joined: false, pending: {}, report: { unavailable: remote } });
    return settle(remote, true);
  }

  /**
   * Settings changed here (by a page, or by applying a group) at `at`: each group that now differs
   * goes out, stamped with when the change was heard of — not when this queue got to it, which on
   * a busy machine can be after another browser's later change (its stamp would then wrongly win).
   */
  async function noteLocal(groups: readonly SyncGroup[], at: number): Promise<void> {
    const { on, state, stored } = await read();
    if (!on || !state.joined || !sync) return;
    const remote: Record<string, unknown> = await sync.get(groups.map((group) => group.key)).catch(() => ({}));
    const before = JSON.stringify(state);
    for (const group of groups) {
      if (sameAsLocal(readGroup(group, remote[group.key]), localGroupData(group, stored))) {
        // In step (an applied group coming back, or a change undone): nothing to write or to say.
        delete state.pending[group.name];
        state.report.tooLarge = state.report.tooLarge?.filter((entry) => entry.group !== group.name);
      } else state.pending[group.name] = Math.max(state.pending[group.name] ?? at, at);
    }
    if (JSON.stringify(state) === before) return;
    await save(state);
    ask(state);
  }

  /** Writes every waiting group that fits, in one operation (the pacer keeps it under the caps). */
  async function flush(): Promise<void> {
    const { on, state, stored } = await read();
    if (!on || !state.joined || !sync) return;
    const groups = SYNC_GROUPS.filter((group) => group.name in state.pending);
    if (groups.length === 0) return;
    let remote: Record<string, unknown>;
    try {
      remote = await sync.get(groups.map((group) => group.key));
    } catch (error) {
      return refused(state, error);
    }
    const { items, tooLarge, planned } = planWrites(groups, state, remote, stored, limits, now);
    state.report = { ...state.report, tooLarge };
    await applyGroups(local, planned, stored);
    if (Object.keys(items).length === 0) return save(state);
    try {
      await sync.set(items);
    } catch (error) {
      return refused(state, error);
    }
    const written = groups.filter((group) => group.key in items).map((group): string => group.name);
    for (const name of written) {
      wrote.set(name, state.pending[name]!);
      delete state.pending[name];
    }
    // An unreadable group from elsewhere, now replaced by this browser's: nothing left to say of it.
    state.report.ignored = state.report.ignored?.filter((entry) => !written.includes(entry.group));
    delete state.report.failed;
    await save(state);
  }

  /** The browser refused (a cap, its quota, sync storage gone): said, and tried again later; nothing here changes. */
  async function refused(state: SyncState, error: unknown): Promise<void> {
    const message = messageOf(error);
    const retryAt = now() + (/PER_MINUTE/u.test(message) ? RETRY_AFTER_MINUTE_CAP_MS : RETRY_LATER_MS);
    state.report = { ...state.report, failed: { message, retryAt } };
    await save(state);
    pacer.holdUntil(retryAt);
    pacer.request();
  }

  /** The worker started: catch up with what changed while it was stopped, and write what waits. */
  async function catchUp(): Promise<void> {
    const { on, state } = await read();
    if (!on) return;
    if (!state.joined) return join();
    const remote = await remoteGroups(sync, options.platformOs);
    if (typeof remote === 'string') return;
    if (state.report.failed) pacer.holdUntil(state.report.failed.retryAt);
    return settle(remote, false);
  }

  const run = (task: () => Promise<void>) =>
    void inOrder(task).catch((error: unknown) => console.warn('Search Sidekick could not sync settings:', error));

  return {
    /** storage.onChanged, for both areas: registered on the worker's first turn. */
    onStorageChanged(changes: StorageChanges, areaName: string): void {
      if (areaName === 'local') {
        const switched = changes[ON];
        if (switched && (switched.newValue === true) !== (switched.oldValue === true)) {
          run(() => (switched.newValue === true ? join() : save({ joined: false, pending: {}, report: {} })));
        }
        const touched = SYNC_GROUPS.filter((group) => group.settings.some((setting) => setting.key in changes));
        const at = now();
        if (touched.length > 0) run(() => noteLocal(touched, at));
      } else if (areaName === 'sync' && SYNC_GROUPS.some((group) => group.key in changes)) {
        run(() => settle(changes, false));
      }
    },
    /** Start-up work (deferred until a search that woke the worker has left). */
    catchUp: (): Promise<void> => inOrder(catchUp),
  };
}
