import { test as base, chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { chromiumExecutable, QUIET_CHROMIUM_FLAGS } from './browser-path';
import { E2E_API_ORIGIN, E2E_API_PORT, E2E_EXTENSION_DIR } from './e2e-build';
import { OUTSIDE_NAMES_FAIL_AT_ONCE, trustLocalPicturesFlag, useSlowNameResolver } from './slow-network';

export const TEST_KEY = 'test-key-e2e-3f9a';

export interface LaunchOptions {
  userDataDir?: string;
  /** More unpacked extensions to load beside ours (e.g. a stranger that tries to message it). */
  otherExtensions?: string[];
  colorScheme?: 'light' | 'dark';
  /** More Chromium flags; a `--lang=…` here replaces the default English UI language. */
  extraArgs?: string[];
  /**
   * A DNS-over-HTTPS resolver (the local API's `tlsUrl` + `/dns-query`) the browser asks for every
   * name, instead of failing outside names at once (the default): a network whose DNS is slow.
   */
  slowNameResolver?: string;
}

/**
 * The browser's UI language, which picks the extension's _locales: English unless the
 * test asks for another with `--lang=…`, so no test depends on the machine's locale.
 * On Linux Chromium reads LANGUAGE before --lang, so both are set.
 */
function languageOf(extraArgs: readonly string[] = []): string {
  const flag = extraArgs.find((arg) => arg.startsWith('--lang='));
  return flag ? flag.slice('--lang='.length) : 'en-US';
}

function definedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Launches Chromium with the built extension loaded, in a persistent profile (extensions need one). */
export async function launchWithExtension(options: LaunchOptions = {}): Promise<BrowserContext> {
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'search-ext-profile-'));
  if (options.slowNameResolver) useSlowNameResolver(userDataDir, options.slowNameResolver);
  const extensions = [E2E_EXTENSION_DIR, ...(options.otherExtensions ?? [])].join(',');
  const language = languageOf(options.extraArgs);
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumExecutable(),
    channel: chromiumExecutable() ? undefined : 'chromium',
    headless: true,
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 420, height: 720 },
    locale: language,
    env: { ...definedEnv(), LANGUAGE: language.replace('-', '_') },
    args: [
      `--lang=${language}`,
      `--disable-extensions-except=${extensions}`,
      `--load-extension=${extensions}`,
      ...QUIET_CHROMIUM_FLAGS,
      // The local API's pictures load; no outside host is waited on (slow-network.ts).
      trustLocalPicturesFlag(),
      ...(options.slowNameResolver ? [] : [OUTSIDE_NAMES_FAIL_AT_ONCE]),
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      ...(options.extraArgs ?? []).filter((arg) => !arg.startsWith('--lang=')),
    ],
  });
}

/** Our extension's service worker (the one whose script is background.js). */
export async function extensionWorker(context: BrowserContext): Promise<Worker> {
  const ours = (worker: Worker) => worker.url().endsWith('/background.js');
  return context.serviceWorkers().find(ours) ?? (await context.waitForEvent('serviceworker', { predicate: ours }));
}

/**
 * Waits for the options page that a first install opens (DESIGN §2 Onboarding) and
 * returns it. Tests wait for it before opening pages of their own, since Chrome may
 * open it into whichever new tab exists at that moment.
 */
export async function installOptionsPage(context: BrowserContext, timeoutMs = 15_000): Promise<Page | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const page = context.pages().find((candidate) => candidate.url().endsWith('/options.html'));
    if (page) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

export function extensionIdOf(worker: Worker): string {
  const id = new URL(worker.url()).host;
  if (!id) throw new Error(`No extension id in ${worker.url()}`);
  return id;
}

export interface ReadyBrowser {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** The options page the first install opened, if it did. */
  installPageUrl?: string;
}

/**
 * Launches, waits for our worker and, on a new profile, for the install's options page,
 * which it closes. `reopen` for a profile the extension was installed in before.
 */
export async function launchReady(options: LaunchOptions & { reopen?: boolean } = {}): Promise<ReadyBrowser> {
  const context = await launchWithExtension(options);
  const installPage = options.reopen ? undefined : await installOptionsPage(context);
  const installPageUrl = installPage?.url();
  await installPage?.close();
  const worker = await extensionWorker(context);
  return { context, worker, extensionId: extensionIdOf(worker), ...(installPageUrl && { installPageUrl }) };
}

/**
 * Loads one of our pages in `page` and, for the popup and the side panel, waits until the app
 * has replaced the static shell: a test acts on the app, and a tab clicked or a button pressed
 * in the shell chooses nothing (CI: a News click sent a web search; a relaunched panel's shell
 * History button opened nothing). The shell's own specs load their pages themselves, with the
 * app held back.
 */
export async function gotoExtensionPage(page: Page, extensionId: string, path: string): Promise<void> {
  await page.goto(`chrome-extension://${extensionId}/${path.replace(/^\//, '')}`);
  if (/^(popup|sidepanel)\.html/.test(path.replace(/^\//, ''))) {
    await page.locator('#page-shell').waitFor({ state: 'detached' });
  }
}

/**
 * Opens an extension page in a new tab of a relaunched profile. Chromium may fire the
 * install's `openOptionsPage` again on a relaunch (seen with `--load-extension` profiles),
 * and it takes whichever blank tab exists: when it takes ours mid-navigation, that tab is
 * the options page now, so open a fresh one and go again.
 */
export async function openAfterRelaunch(
  browser: Pick<ReadyBrowser, 'context' | 'extensionId'>,
  path: string,
): Promise<Page> {
  for (let attempt = 1; ; attempt += 1) {
    const page = await browser.context.newPage();
    try {
      await gotoExtensionPage(page, browser.extensionId, path);
      return page;
    } catch (error) {
      const taken = error instanceof Error && error.message.includes('interrupted by another navigation');
      if (!taken || attempt >= 3) throw error;
    }
  }
}

/** Sets the key and base URL the way the options page stores them (storage.local). */
export async function configureExtension(
  worker: Worker,
  settings: { apiKey?: string; apiBaseUrl?: string } = {},
): Promise<void> {
  await worker.evaluate((values) => chrome.storage.local.set(values), {
    apiKey: settings.apiKey ?? TEST_KEY,
    apiBaseUrl: settings.apiBaseUrl ?? E2E_API_ORIGIN,
  });
}

interface Fixtures {
  api: SearchApi;
  /** The options page the install opened (closed before the test's own pages open). */
  installPage: { opened: boolean; url?: string };
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** Opens an extension page (popup.html, sidepanel.html?q=…, options.html) and fails the test on page errors. */
  openPage: (path: string) => Promise<Page>;
  pageErrors: Error[];
}

export const test = base.extend<Fixtures>({
  // Automatic: every test has the API the e2e build points at, whether it scripts it or not.
  api: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      // Its pictures (thumbnails, knowledge panels) come from itself over https, never an outside host.
      const api = await startSearchApi({
        port: E2E_API_PORT,
        keys: { [TEST_KEY]: 1000 },
        tls: true,
        localPictures: true,
      });
      await use(api);
      await api.close();
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- see above
  pageErrors: async ({}, use) => {
    await use([]);
  },
  context: async ({ pageErrors }, use) => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'search-ext-profile-'));
    const context = await launchWithExtension({ userDataDir });
    context.on('weberror', (error) => pageErrors.push(error.error()));
    await use(context);
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  },
  installPage: async ({ context }, use) => {
    const page = await installOptionsPage(context);
    const url = page?.url();
    await page?.close();
    await use({ opened: page !== undefined, ...(url !== undefined && { url }) });
  },
  worker: async ({ context, installPage: _settled }, use) => {
    await use(await extensionWorker(context));
  },
  extensionId: async ({ worker }, use) => {
    await use(extensionIdOf(worker));
  },
  openPage: async ({ context, extensionId, pageErrors }, use) => {
    await use(async (path: string) => {
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error));
      await gotoExtensionPage(page, extensionId, path);
      return page;
    });
    // Uncaught errors in any extension page fail the test that caused them.
    if (pageErrors.length > 0) throw new Error(`Page errors: ${pageErrors.map((e) => e.message).join('; ')}`);
  },
});

export { expect } from '@playwright/test';
