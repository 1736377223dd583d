import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface StopOptions {
  /**
   * Stop it while a search is running (a request the local API holds): the test is about what a
   * stop in the middle of a search leaves. By default the worker is stopped only once idle.
   */
  midSearch?: boolean;
}

/**
 * Stops the extension's service worker the way the browser does (CDP ServiceWorker.stopAllWorkers,
 * from an extension page, which reaches the extension's own workers), and resolves once it has
 * stopped.
 *
 * Chrome stops a worker that has been idle for 30 s, never one in the middle of its work; so,
 * unless `midSearch`, this first waits until the worker has written the books of every search it
 * answered: no window's record still `loading` or `pending`, and no charge still counted in
 * `pendingCharges` (the ledger written). A stop in between — which the browser never makes —
 * loses the records that follow an answer's paint (CI: a private-mode answer then read as
 * interrupted, and the page's answers to those writes went to a stopped worker).
 */
export async function stopServiceWorker(context: BrowserContext, page: Page, options: StopOptions = {}): Promise<void> {
  if (!options.midSearch) await workerBooksWritten(page);
  const session = await context.newCDPSession(page);
  const stopped = new Promise<void>((resolve) => {
    session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (
        versions.some((version) => version.scriptURL.endsWith('/background.js') && version.runningStatus === 'stopped')
      ) {
        resolve();
      }
    });
  });
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.stopAllWorkers');
  await stopped;
  await session.detach();
}

/** What the worker still has to write (read from an extension page): empty once it is idle. */
export async function unwrittenBooks(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const [session, local] = await Promise.all([
      chrome.storage.session.get(null),
      chrome.storage.local.get('pendingCharges'),
    ]);
    const statusOf = (value: unknown) => String((value as { status?: unknown } | null)?.status);
    const open = Object.entries(session)
      .filter(([key, value]) => key.startsWith('window:') && /^(loading|pending)$/u.test(statusOf(value)))
      .map(([key, value]) => `${key} ${statusOf(value)}`);
    const charges = Array.isArray(local.pendingCharges) ? local.pendingCharges : [];
    return [...open, ...charges.map(() => 'a pending charge')];
  });
}

/** Resolves once the worker has written the books of every search it answered (see stopServiceWorker). */
export async function workerBooksWritten(page: Page): Promise<void> {
  await expect.poll(() => unwrittenBooks(page), { message: 'the worker’s books are written' }).toEqual([]);
}
