import { sameData } from '../../lib/storage/same-data';
import { createSettingsSync } from '../../lib/settings/sync/settings-sync';
import { syncLimitsOf, type SyncLimits } from '../../lib/settings/sync/sync-area';

type Changes = Record<string, { newValue?: unknown; oldValue?: unknown }>;

/**
 * A storage area as Chrome's behaves for the sync: values are copied in and out, onChanged
 * fires after a write for the keys whose value really changed (with the old and new value),
 * and a test may make `set` refuse the way the browser does (a cap, the quota).
 */
export class MemoryArea {
  readonly data = new Map<string, unknown>();
  /** Each set or remove the area took (what Chrome counts against its write caps). */
  readonly writes: number[] = [];
  refuse: ((items: Record<string, unknown>) => Error | undefined) | undefined;
  /** Runs once, right after the next write's event is queued (to make a change land just behind it). */
  afterWrite: (() => void) | undefined;

  constructor(
    private readonly area: string,
    private readonly emit: (changes: Changes, area: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** While set, reads wait for it (a worker whose storage answers slowly, as on a busy machine). */
  hold: Promise<void> | undefined;

  async get(keys: string[] | null): Promise<Record<string, unknown>> {
    await this.hold;
    const names = keys ?? [...this.data.keys()];
    return Object.fromEntries(
      names.filter((key) => this.data.has(key)).map((key) => [key, structuredClone(this.data.get(key))]),
    );
  }

  set(items: Record<string, unknown>): Promise<void> {
    const refusal = this.refuse?.(items);
    if (refusal) return Promise.reject(refusal);
    this.writes.push(this.now());
    const changes: Changes = {};
    for (const [key, value] of Object.entries(items)) {
      const oldValue = this.data.get(key);
      if (sameData(oldValue, value)) continue;
      this.data.set(key, structuredClone(value));
      changes[key] = { oldValue, newValue: structuredClone(value) };
    }
    this.fire(changes);
    const after = this.afterWrite;
    this.afterWrite = undefined;
    after?.();
    return Promise.resolve();
  }

  remove(keys: string[]): Promise<void> {
    this.writes.push(this.now());
    const changes: Changes = {};
    for (const key of keys) {
      if (!this.data.has(key)) continue;
      changes[key] = { oldValue: this.data.get(key) };
      this.data.delete(key);
    }
    this.fire(changes);
    return Promise.resolve();
  }

  private fire(changes: Changes): void {
    // Like the browser: the event comes after the write has resolved.
    if (Object.keys(changes).length > 0) queueMicrotask(() => this.emit(changes, this.area));
  }
}

/** One browser profile: its storage.local and storage.sync, and the worker's sync wired to both. */
export function browserProfile(options: { limits?: Partial<SyncLimits>; platform?: string } = {}) {
  let onChanged: (changes: Changes, area: string) => void = () => undefined;
  const emit = (changes: Changes, area: string) => onChanged(changes, area);
  const local = new MemoryArea('local', emit);
  const sync = new MemoryArea('sync', emit);
  const limits = { ...syncLimitsOf(undefined), ...options.limits };
  const engine = createSettingsSync({
    local,
    sync,
    limits,
    platformOs: () => Promise.resolve(options.platform ?? 'linux'),
    settleMs: 1_000,
  });
  onChanged = (changes, area) => engine.onStorageChanged(changes, area);
  return {
    local,
    sync,
    engine,
    limits,
    state: () =>
      local.data.get('settingsSyncState') as { joined: boolean; pending: object; report: Record<string, unknown> },
  };
}

export type Profile = ReturnType<typeof browserProfile>;

/**
 * What the browser's own sync does between two profiles: the second's storage.sync becomes what
 * the first wrote (each changed item arrives as a change, as from Chrome Sync's servers).
 */
export async function carry(from: Profile, to: Profile): Promise<void> {
  const everything = await from.sync.get(null);
  const changed = Object.fromEntries(
    Object.entries(everything).filter(([key, value]) => !sameData(to.sync.data.get(key), value)),
  );
  if (Object.keys(changed).length > 0) await to.sync.set(changed);
}
