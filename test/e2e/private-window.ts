import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Worker } from '@playwright/test';
import { configureExtension, launchReady, openAfterRelaunch } from './fixtures';
import { connectToSidePanel, openSidePanelWithAClick } from './real-side-panel';

/*
 * A search in a private (incognito) window, in the real side panel of that window. The
 * extension runs there only once the person allows it ("Allow in Incognito" on
 * chrome://extensions), which is a profile preference: it is set in the profile between a
 * first launch (which installs the extension) and the one the test uses.
 */
function allowInIncognito(profile: string, extensionId: string): void {
  const path = join(profile, 'Default', 'Preferences');
  const preferences = JSON.parse(readFileSync(path, 'utf8')) as {
    extensions: { settings: Record<string, Record<string, unknown>> };
  };
  preferences.extensions.settings[extensionId] = { ...preferences.extensions.settings[extensionId], incognito: true };
  writeFileSync(path, JSON.stringify(preferences));
}

export interface PrivatePanel {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  privateWindowId: number;
  panel: Page;
  /** The DevTools port, whose /json/list names every page target, private tabs included. */
  port: number;
  close: () => Promise<void>;
}

/**
 * A browser whose extension is allowed in incognito, with the real side panel open in a private
 * window (focused). `beforePanel` runs once the private window exists and before its panel opens.
 */
export async function privateWindowPanel(
  beforePanel?: (ready: { worker: Worker; context: BrowserContext; privateWindowId: number }) => Promise<void>,
): Promise<PrivatePanel> {
  const profile = mkdtempSync(join(tmpdir(), 'search-ext-private-'));
  const first = await launchReady({ userDataDir: profile });
  await first.context.close();
  allowInIncognito(profile, first.extensionId);
  const { context, worker, extensionId } = await launchReady({
    userDataDir: profile,
    reopen: true,
    extraArgs: ['--remote-debugging-port=0'],
  });
  let devTools: Browser | undefined;
  const close = async () => {
    await devTools?.close();
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    await configureExtension(worker);
    const created = await worker.evaluate(() =>
      chrome.windows.create({ incognito: true, url: 'about:blank', focused: true }),
    );
    const privateWindowId = created?.id;
    if (privateWindowId === undefined) throw new Error('No private window');
    await beforePanel?.({ worker, context, privateWindowId });
    const options = await openAfterRelaunch({ context, extensionId }, 'options.html');
    await openSidePanelWithAClick(options, privateWindowId);
    const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const connected = await connectToSidePanel(port);
    devTools = connected.devTools;
    return { context, worker, extensionId, privateWindowId, panel: connected.panel, port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Every tab of every window, as the worker sees them (no `tabs` permission: ids, windows and kinds, no URLs). */
export function allTabs(worker: Worker) {
  return worker.evaluate(async () =>
    (await chrome.tabs.query({})).map((tab) => ({ id: tab.id, windowId: tab.windowId, incognito: tab.incognito })),
  );
}

/** The addresses of the browser's page targets (DevTools lists private tabs too). */
export async function pageTargetUrls(port: number): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/json/list`);
  const targets = (await response.json()) as Array<{ type: string; url: string }>;
  return targets.filter((target) => target.type === 'page').map((target) => target.url);
}
