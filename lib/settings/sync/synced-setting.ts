import { keptWhole } from '../kept-whole';

/** A value from another browser, read like a stored one: what to store here, or not a value at all. */
export type SyncedRead = { ok: true; value: unknown } | { ok: false };

/**
 * One setting that travels in a sync group: a whole item of storage.local, or one field of an
 * object item. In the group it is `id` → its value, or null for "not set here" (the default
 * applies): a browser that does not know an id (an older version) leaves that setting alone.
 */
export interface SyncedSetting {
  /** Its name in the group: the item's key, or `key.field`. */
  readonly id: string;
  /** The storage.local key it lives in. */
  readonly key: string;
  /** The field of the stored object; absent for a whole item. */
  readonly field?: string;
  /** The setting as stored here (the item's raw value, undefined when absent), checked; null when not set. */
  fromStored(stored: unknown): unknown;
  /** A value from sync storage, checked by the same reader as a stored one and refused unless kept whole. */
  read(value: unknown): SyncedRead;
}

/**
 * A whole item. `check` is the item's own reader (the one that reads what is stored here):
 * it may normalize an older shape, and returns undefined, a shorter list or `fallback`
 * for what it cannot use.
 */
export function wholeItem(key: string, check: (stored: unknown) => unknown): SyncedSetting {
  // Read at first use, not when the worker starts: building the item's schema is a cold start's cost.
  let fallback: { value: unknown } | undefined;
  const fallbackValue = () => (fallback ??= { value: check(undefined) }).value;
  return {
    id: key,
    key,
    fromStored: (stored) => (stored === undefined ? null : (check(stored) ?? null)),
    read: (value) => {
      if (value === null) return { ok: true, value: null };
      const checked = check(value);
      return keptWhole(value, checked, fallbackValue()) ? { ok: true, value: checked } : { ok: false };
    },
  };
}

/**
 * Fields of an object item, each a setting of its own, read by the item's reader (which
 * checks field by field and fills in defaults). One entry per field name: adding a field
 * to a group is adding its name here.
 */
export function itemFields(
  key: string,
  check: (stored: unknown) => object,
  fields: readonly string[],
): SyncedSetting[] {
  const pick = (value: object, field: string) => (value as Record<string, unknown>)[field];
  // Read at first use, as in wholeItem.
  let defaults: object | undefined;
  const defaultOf = (field: string) => pick((defaults ??= check({})), field);
  return fields.map((field) => ({
    id: `${key}.${field}`,
    key,
    field,
    fromStored: (stored) => pick(check(stored ?? {}), field) ?? null,
    read: (value) => {
      if (value === null) return { ok: true, value: null };
      const checked = pick(check({ [field]: value }), field);
      return keptWhole(value, checked, defaultOf(field)) ? { ok: true, value: checked } : { ok: false };
    },
  }));
}
