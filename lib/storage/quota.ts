/**
 * A write the browser refused for lack of space: IndexedDB's QuotaExceededError, or
 * storage.local's "QUOTA_BYTES quota exceeded" (Chrome) / "QuotaExceededError" (Firefox).
 */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'QuotaExceededError' || (typeof message === 'string' && /quota/iu.test(message));
}

/**
 * Runs a write; when the browser says storage is full, frees space (cache first, then
 * the oldest history: `freeSpace` decides) and tries once more. Any other failure, or a
 * second refusal, is the caller's to report.
 */
export async function writeFreeingSpace<T>(write: () => Promise<T>, freeSpace: () => Promise<void>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await freeSpace();
    return write();
  }
}
