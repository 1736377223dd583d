import type { Browser, Page, Worker } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchWithExtension, test as base } from './fixtures';
import { connectToSidePanel, devToolsPort } from './side-panel-target';

export { connectToSidePanel, openPopupTab, openSidePanelWithAClick, sidePanelUrls } from './side-panel-target';

/*
 * The browser's real side panel, for the tests that open it the way a person does.
 *
 * A side panel is a page target of its own, not a tab: a context from Playwright's
 * launchPersistentContext never lists it. Chromium is therefore launched with
 * --remote-debugging-port=0 as well (it picks a free port and writes it to
 * DevToolsActivePort in the profile), and a second connection over CDP
 * (chromium.connectOverCDP), made once the panel is open, lists every page target,
 * the side panel among them.
 */

interface RealSidePanelFixtures {
  profileDir: string;
  /** The port the browser listens for DevTools (CDP) on, which it chose itself. */
  devToolsPort: number;
  /** Waits for the real side panel to open and returns its page (failing the test on its page errors). */
  sidePanel: () => Promise<Page>;
}

/** The shared fixtures, with a browser that also listens for DevTools on a port of its choosing. */
export const test = base.extend<RealSidePanelFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  profileDir: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'search-ext-profile-'));
    await use(dir);
    rmSync(dir, { recursive: true, force: true });
  },
  context: async ({ pageErrors, profileDir }, use) => {
    const context = await launchWithExtension({ userDataDir: profileDir, extraArgs: ['--remote-debugging-port=0'] });
    context.on('weberror', (error) => pageErrors.push(error.error()));
    await use(context);
    await context.close();
  },
  devToolsPort: async ({ context: _launched, profileDir }, use) => {
    await use(await devToolsPort(profileDir));
  },
  sidePanel: async ({ devToolsPort: port, pageErrors }, use) => {
    const connections: Browser[] = [];
    await use(async () => {
      const { devTools, panel } = await connectToSidePanel(port);
      connections.push(devTools);
      panel.on('pageerror', (error) => pageErrors.push(error));
      return panel;
    });
    // Disconnects only; closing the launched context closes the browser.
    for (const devTools of connections) await devTools.close();
    if (pageErrors.length > 0) throw new Error(`Page errors: ${pageErrors.map((e) => e.message).join('; ')}`);
  },
});

export { expect } from '@playwright/test';

/**
 * Runs the listeners the background registered on one of its browser events, in the
 * worker, through the event object's own dispatch(): the extension's real handler runs
 * with the arguments given. What the browser adds to its own dispatch — the user
 * gesture of a real click or key press — is missing, so sidePanel.open is refused there.
 */
export async function dispatchInWorker(
  worker: Worker,
  event: 'contextMenus.onClicked' | 'commands.onCommand' | 'omnibox.onInputEntered',
  args: unknown[],
): Promise<void> {
  await worker.evaluate(
    ({ event, args }) => {
      const [api, name] = event.split('.') as ['contextMenus' | 'commands' | 'omnibox', string];
      // dispatch() is not in @types/chrome: Chromium's event bindings have it, undocumented.
      const target = (chrome[api] as unknown as Record<string, { dispatch(...values: unknown[]): void }>)[name];
      if (typeof target?.dispatch !== 'function') throw new Error(`${event} has no dispatch() in this browser`);
      target.dispatch(...args);
    },
    { event, args },
  );
}
