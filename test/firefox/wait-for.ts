/** Polling, the one way the Firefox suite waits: for a page to show something, for a tab to open, for a request. */

export const WAIT_TIMEOUT_MS = 20_000;
const POLL_MS = 100;

/**
 * Polls `probe` until it returns a value other than undefined; fails with `what` after the
 * timeout, adding what `lastSeen` says was seen last (when given), so a failure shows the page's
 * state rather than only that it timed out.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { timeoutMs = WAIT_TIMEOUT_MS, lastSeen }: { timeoutMs?: number; lastSeen?: () => string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const seen = lastSeen?.();
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${seen ? `; last seen: ${seen}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
