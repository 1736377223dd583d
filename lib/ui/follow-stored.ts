import { sameData } from '../storage/same-data';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A form after the stored settings changed elsewhere (another page, the worker applying what
 * another browser synced): each field the person has not touched since the last read (still
 * equal to `before`) takes the stored value; a field being edited keeps what was typed.
 * Nested objects (the usage fields, the two site lists) are followed field by field.
 */
export function followStored<T>(current: T, before: T, after: T): T {
  if (!isObject(current) || !isObject(before) || !isObject(after)) {
    return sameData(current, before) ? after : current;
  }
  const next: Record<string, unknown> = { ...current };
  for (const key of Object.keys(after)) next[key] = followStored(current[key], before[key], after[key]);
  return next as T;
}
