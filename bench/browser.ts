import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumExecutable, QUIET_CHROMIUM_FLAGS } from '../test/e2e/browser-path';
import { OUTSIDE_NAMES_FAIL_AT_ONCE, trustLocalPicturesFlag } from '../test/e2e/slow-network';
import { devToolsPort } from '../test/e2e/side-panel-target';

export interface BenchBrowser {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** chrome-extension://<id>/<path> */
  url: (path: string) => string;
  /** The port the browser listens for DevTools on (chosen by itself): the real side panel is reached over it. */
  devToolsPort: () => Promise<number>;
  close: () => Promise<void>;
}

/**
 * Headless Chromium with the bench build loaded in a fresh profile, the way the e2e
 * fixtures launch it (test/e2e/fixtures.ts, the same network: slow-network.ts), once the
 * install's options page is closed.
 */
export async function launchBenchBrowser(extensionDir: string): Promise<BenchBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'search-ext-bench-'));
  const context = await launchWithExtension(userDataDir, extensionDir, [
    // The local API's pictures load, and no outside host is ever waited on.
    trustLocalPicturesFlag(),
    OUTSIDE_NAMES_FAIL_AT_ONCE,
    // The real side panel is a target of its own, reached over CDP (test/e2e/side-panel-target.ts).
    '--remote-debugging-port=0',
  ]);
  const ours = (worker: Worker) => worker.url().endsWith('/background.js');
  const worker =
    context.serviceWorkers().find(ours) ?? (await context.waitForEvent('serviceworker', { predicate: ours }));
  const extensionId = new URL(worker.url()).host;
  await closeInstallPage(context);
  return {
    context,
    worker,
    extensionId,
    url: (path) => `chrome-extension://${extensionId}/${path}`,
    devToolsPort: () => devToolsPort(userDataDir),
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Chromium in a fresh profile with one unpacked extension (the bench's, or a floor's) and `args`. */
export function launchWithExtension(
  userDataDir: string,
  extensionDir: string,
  args: string[] = [],
): Promise<BrowserContext> {
  const executable = chromiumExecutable();
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: executable,
    channel: executable ? undefined : 'chromium',
    headless: true,
    colorScheme: 'light',
    viewport: { width: 420, height: 720 },
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      ...QUIET_CHROMIUM_FLAGS,
      ...args,
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  });
}

/** A first install opens the options page (DESIGN §2); it would otherwise take the next new tab. */
async function closeInstallPage(context: BrowserContext): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const page = context.pages().find((candidate) => candidate.url().endsWith('/options.html'));
    if (page) {
      await page.close();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stores the key and base URL the way the options page does. */
export async function configure(worker: Worker, apiKey: string, apiBaseUrl: string): Promise<void> {
  await worker.evaluate((values) => chrome.storage.local.set(values), { apiKey, apiBaseUrl });
}

/** Opens an extension page in a new tab and waits until its search box can submit. */
export async function openSearchPage(bench: BenchBrowser, path: string): Promise<Page> {
  const page = await bench.context.newPage();
  page.on('pageerror', (error) => console.error(`[${path}] ${error.message}`));
  await page.goto(bench.url(path));
  await page.getByRole('button', { name: 'Search', exact: true }).and(page.locator(':enabled')).waitFor();
  return page;
}

/**
 * Closes the real side panel of `page`'s window (an extension page), and waits until the browser
 * reports none: a case that opened it (the popup opens it on Enter) leaves the browser as it
 * found it. Extension pages share their renderer's main thread, so a side panel left open renders
 * every later answer too, in the middle of the cases after it.
 */
export async function closeSidePanel(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { id } = await chrome.windows.getCurrent();
    // sidePanel.close (Chrome 141) is newer than the types this repo pins.
    await (chrome.sidePanel as unknown as { close(options: { windowId?: number }): Promise<void> }).close({
      windowId: id,
    });
    const open = async () =>
      (await chrome.runtime.getContexts({ contextTypes: [chrome.runtime.ContextType.SIDE_PANEL] })).length > 0;
    const deadline = Date.now() + 5_000;
    while ((await open()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    if (await open()) throw new Error('The side panel was still open 5 s after sidePanel.close');
  });
}
