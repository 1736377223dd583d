import type { BrowserContext, Page } from '@playwright/test';

export interface ImageLoadWatch {
  /** Picture requests the page has open now. */
  inFlight: () => number;
  /** The most picture requests the page had open at once. */
  most: () => number;
  /** Picture requests the page started in all. */
  started: () => number;
}

interface Edge {
  at: number;
  change: 1 | -1;
}

/**
 * Watches a page's requests for pictures from other servers (https images; the site icons from
 * the browser's own cache are extension URLs and not counted) with the browser's own network
 * events and their timestamps: a request cancelled and the next one started in the same moment
 * arrive in either order, so the overlap is counted by when each really began and ended.
 */
export async function watchImageLoads(context: BrowserContext, page: Page): Promise<ImageLoadWatch> {
  const session = await context.newCDPSession(page);
  const edges: Edge[] = [];
  const open = new Set<string>();
  session.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
    if (type !== 'Image' || !request.url.startsWith('https:') || open.has(requestId)) return;
    open.add(requestId);
    edges.push({ at: timestamp, change: 1 });
  });
  const ended = ({ requestId, timestamp }: { requestId: string; timestamp: number }) => {
    if (open.delete(requestId)) edges.push({ at: timestamp, change: -1 });
  };
  session.on('Network.loadingFinished', ended);
  session.on('Network.loadingFailed', ended);
  await session.send('Network.enable');
  return {
    inFlight: () => open.size,
    most: () => {
      // At the same timestamp, an end counts before a start.
      const ordered = [...edges].sort((a, b) => a.at - b.at || a.change - b.change);
      let now = 0;
      let most = 0;
      for (const edge of ordered) {
        now += edge.change;
        most = Math.max(most, now);
      }
      return most;
    },
    started: () => edges.filter((edge) => edge.change === 1).length,
  };
}

/** Scrolls the page down to the end in steps of most of a screen, a frame apart, so every picture passes the screen. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const end = () => document.scrollingElement?.scrollHeight ?? 0;
    for (let top = 0; top < end(); top += window.innerHeight * 0.8) {
      window.scrollTo(0, top);
      await frame();
      await frame();
    }
    window.scrollTo(0, end());
    await frame();
  });
}
