import type { BrowserContext, Page } from '@playwright/test';

/** One page's JavaScript heap, after a full garbage collection. */
export interface PageHeap {
  /** Bytes the page's share of its renderer's V8 heap holds (every world of it: the page's own, each extension's). */
  usedBytes: number;
  /** The V8 isolate (one per renderer process) the page lives in. */
  isolate: string;
}

/**
 * The JavaScript heap of each page (CDP HeapProfiler.collectGarbage, then Runtime.getHeapUsage):
 * the heap is the isolate's, that is the renderer process's, and holds every world of every
 * document in it — the page's own and each content script's isolated world. Pages that share a
 * renderer (the browser's process limit reached, same site) share an isolate; each is given its
 * equal part. `total` counts each isolate once.
 */
export async function pageHeaps(
  context: BrowserContext,
  pages: readonly Page[],
): Promise<{ heaps: PageHeap[]; total: number }> {
  const read: Array<{ used: number; isolate: string }> = [];
  for (const page of pages) {
    const session = await context.newCDPSession(page);
    try {
      await session.send('HeapProfiler.collectGarbage');
      const { usedSize } = await session.send('Runtime.getHeapUsage');
      const { id } = await session.send('Runtime.getIsolateId');
      read.push({ used: usedSize, isolate: id });
    } finally {
      await session.detach();
    }
  }
  const sharing = new Map<string, number>();
  for (const { isolate } of read) sharing.set(isolate, (sharing.get(isolate) ?? 0) + 1);
  // Each isolate's heap as read last (after every page's collection): its final size.
  const lastUsed = new Map(read.map(({ isolate, used }) => [isolate, used]));
  return {
    heaps: read.map(({ isolate }) => ({
      usedBytes: (lastUsed.get(isolate) ?? 0) / (sharing.get(isolate) ?? 1),
      isolate,
    })),
    total: [...lastUsed.values()].reduce((sum, used) => sum + used, 0),
  };
}
