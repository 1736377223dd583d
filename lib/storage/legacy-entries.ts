/** The records of a value the first release kept in storage.local (`{ entries: [...] }`); none when damaged. */
export function legacyEntries(stored: unknown): unknown[] {
  const entries = (stored as { entries?: unknown } | null)?.entries;
  return Array.isArray(entries) ? entries : [];
}
