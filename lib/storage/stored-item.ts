import { browser } from 'wxt/browser';

/**
 * One value in `storage.local` or `storage.session`, with a fallback while nothing is
 * stored. Reads and writes the same keys, in the same shape, as WXT's `storage.defineItem`
 * (no version metadata was ever used), so stored settings carry over. It stands beside WXT's
 * storage and is our own because WXT runs an item's `migrations` when the item is defined, in
 * every context that defines it — each open page and the worker would rewrite the same stored
 * value at once — while here the worker alone migrates and repairs what is stored, field by
 * field with its schema, at its start (repair-settings.ts, legacy-migration.ts); and because
 * the popup's and panel's budgets do not hold WXT storage (3.7 KB gzip) beside the polyfill.
 * Its tests carry WXT storage's cases as a checklist (library-cases.test.ts).
 */
export interface StoredItem<T> {
  /** `local:name` or `session:name`. */
  readonly key: StorageKey;
  readonly fallback: T;
  getValue(): Promise<T>;
  /** Storing `null` removes the value (reads then give the fallback). */
  setValue(value: T): Promise<void>;
  removeValue(): Promise<void>;
  /** Called with the new and the previous value (each the fallback when absent); returns the unsubscribe. */
  watch(listener: (next: T, previous: T) => void): () => void;
}

export type StorageKey = `local:${string}` | `session:${string}`;

type AreaName = 'local' | 'session';

function split(key: StorageKey): [AreaName, string] {
  const colon = key.indexOf(':');
  return [key.slice(0, colon) as AreaName, key.slice(colon + 1)];
}

function area(name: AreaName) {
  return browser.storage[name];
}

/** The stored value under a key, or `null`. */
export async function readStored<T>(key: StorageKey): Promise<T | null> {
  const [name, field] = split(key);
  const found: Record<string, unknown> = await area(name).get(field);
  return (found[field] as T | undefined) ?? null;
}

/**
 * Several items' values (each its fallback when absent) in one read per storage area: a stopped
 * worker's first search reads every setting, and seven reads in parallel took it about 3 ms.
 */
export async function readValues<T extends readonly unknown[]>(items: {
  readonly [K in keyof T]: StoredItem<T[K]>;
}): Promise<T> {
  const fields = new Map<AreaName, string[]>();
  for (const item of items) {
    const [name, field] = split(item.key);
    fields.set(name, [...(fields.get(name) ?? []), field]);
  }
  const found = new Map<AreaName, Record<string, unknown>>();
  await Promise.all(
    [...fields].map(async ([name, wanted]) => {
      found.set(name, await area(name).get(wanted));
    }),
  );
  // The mapped tuple type is not carried through map(): each value is its item's own type.
  return items.map((item) => {
    const [name, field] = split(item.key);
    return found.get(name)?.[field] ?? item.fallback;
  }) as unknown as T;
}

/** Calls `listener` whenever the value under a key really changes (an identical rewrite is not a change). */
export function watchStored<T>(key: StorageKey, listener: (next: T | null, previous: T | null) => void): () => void {
  const [name, field] = split(key);
  const onChanged = (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>) => {
    const change = changes[field];
    if (!change || sameValue(change.newValue, change.oldValue)) return;
    listener((change.newValue as T | undefined) ?? null, (change.oldValue as T | undefined) ?? null);
  };
  area(name).onChanged.addListener(onChanged);
  return () => area(name).onChanged.removeListener(onChanged);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export function defineStoredItem<T>(key: StorageKey, options: { fallback: T }): StoredItem<T> {
  const [name, field] = split(key);
  const { fallback } = options;
  return {
    key,
    fallback,
    async getValue() {
      return (await readStored<T>(key)) ?? fallback;
    },
    async setValue(value) {
      if (value === null || value === undefined) await area(name).remove(field);
      else await area(name).set({ [field]: value });
    },
    async removeValue() {
      await area(name).remove(field);
    },
    watch(listener) {
      return watchStored<T>(key, (next, previous) => listener(next ?? fallback, previous ?? fallback));
    },
  };
}
