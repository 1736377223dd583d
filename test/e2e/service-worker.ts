import type { BrowserContext, Page } from '@playwright/test';

/**
 * Stops the extension's service worker the way the browser does when it is idle
 * (CDP ServiceWorker.stopAllWorkers, from an extension page, which reaches the
 * extension's own workers), and resolves once it has stopped.
 */
export async function stopServiceWorker(context: BrowserContext, page: Page): Promise<void> {
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
