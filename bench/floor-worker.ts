import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchWithExtension } from './browser';
import { BENCH_OUT_DIR } from './build';

/**
 * The cold start's floor: an extension whose service worker does nothing but answer a message,
 * in a browser of its own (the bench's extensions only, never a release build). Loaded beside
 * ours in the bench's browser, it stopped the run in the case after the history's, which
 * restarts our worker; its own browser is idle while ours measures, and the other way round. What its first message costs after a
 * stop, over a message to it running, is what the browser costs to start any extension's worker
 * (a thread, the script's load, the event's dispatch) with none of our code.
 */
export const FLOOR_WORKER_DIR = resolve(BENCH_OUT_DIR, 'floor-worker');
const WORKER_FILE = 'floor-worker.js';
const PAGE_FILE = 'floor-worker.html';

function writeFloorWorkerExtension(): string {
  mkdirSync(FLOOR_WORKER_DIR, { recursive: true });
  const write = (name: string, text: string) => writeFileSync(join(FLOOR_WORKER_DIR, name), text);
  write(
    'manifest.json',
    JSON.stringify({
      manifest_version: 3,
      name: 'Bench floor: an empty worker',
      version: '1.0.0',
      background: { service_worker: WORKER_FILE },
    }),
  );
  write(WORKER_FILE, 'chrome.runtime.onMessage.addListener(function (m, s, reply) { reply(1); });\n');
  write(
    PAGE_FILE,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body><p>Worker</p></body></html>',
  );
  return FLOOR_WORKER_DIR;
}

export interface FloorWorker {
  /** A message sent from the floor's own page, until its answer: ms. */
  roundTrip: () => Promise<number>;
  /** Stops the floor's worker the way stopServiceWorker stops ours, and resolves once it has stopped. */
  stop: () => Promise<void>;
  close: () => Promise<void>;
}

/** Launches headless Chromium with the floor extension alone, and opens its page. */
export async function openFloorWorker(): Promise<FloorWorker> {
  const dir = writeFloorWorkerExtension();
  const userDataDir = mkdtempSync(join(tmpdir(), 'search-ext-bench-floor-'));
  const context = await launchWithExtension(userDataDir, dir);
  const ours = (url: string) => url.endsWith(`/${WORKER_FILE}`);
  const worker =
    context.serviceWorkers().find((candidate) => ours(candidate.url())) ??
    (await context.waitForEvent('serviceworker', { predicate: (candidate) => ours(candidate.url()) }));
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`chrome-extension://${new URL(worker.url()).host}/${PAGE_FILE}`);
  const session = await context.newCDPSession(page);
  let running = '';
  session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    const version = versions.find((candidate) => ours(candidate.scriptURL));
    if (version) running = version.runningStatus;
  });
  await session.send('ServiceWorker.enable');
  return {
    roundTrip: () =>
      page.evaluate(async () => {
        const start = performance.now();
        await chrome.runtime.sendMessage('ping');
        return performance.now() - start;
      }),
    stop: async () => {
      await session.send('ServiceWorker.stopAllWorkers');
      const deadline = Date.now() + 10_000;
      while (running !== 'stopped') {
        if (Date.now() > deadline) throw new Error('The floor extension’s worker did not stop');
        await page.waitForTimeout(10);
      }
    },
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
