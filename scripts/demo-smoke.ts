/*
 * The demo command's smoke test (CI runs it after the tests): starts `bash scripts/demo.sh` as a
 * newcomer would, waits until the Chromium it opens has loaded the extension's development build,
 * searches through that build (the demo key, the local API), then stops the demo and checks that
 * nothing of it is left running. Fails if the development build breaks, the browser does not
 * open, or a search does not answer.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium, type BrowserContext, type Worker } from '@playwright/test';

const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 30_000;

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const listening = async (url: string): Promise<boolean> => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
};

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}.`);
}

async function extensionWorker(context: BrowserContext): Promise<Worker> {
  const ours = (worker: Worker) =>
    worker.url().startsWith('chrome-extension://') && worker.url().endsWith('/background.js');
  return (
    context.serviceWorkers().find(ours) ?? context.waitForEvent('serviceworker', { predicate: ours, timeout: 60_000 })
  );
}

async function main(): Promise<void> {
  const [apiPort, debugPort] = [await freePort(), await freePort()];
  const log: string[] = [];
  const demo = spawn('bash', ['scripts/demo.sh'], {
    detached: true,
    env: { ...process.env, SEARCH_API_PORT: String(apiPort), DEMO_DEBUG_PORT: String(debugPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  demo.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  demo.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    demo.on('exit', (code) => {
      exited = code;
      resolve();
    }),
  );
  const signal = (name: NodeJS.Signals) => {
    try {
      if (demo.pid) process.kill(-demo.pid, name);
    } catch {
      // No process of the group is left.
    }
  };
  const stopDemo = async (): Promise<boolean> => {
    if (exited === undefined) signal('SIGINT');
    const stopped = await Promise.race([
      exit.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS)),
    ]);
    // Whatever of the demo's group is left (a failed start's children) goes too.
    signal('SIGKILL');
    return stopped;
  };

  try {
    const endpoint = `http://127.0.0.1:${debugPort}`;
    await until('the demo’s Chromium to open', START_TIMEOUT_MS, async () => {
      if (exited !== undefined) throw new Error(`scripts/demo.sh exited (${exited}) before the browser opened.`);
      return (await listening(`${endpoint}/json/version`)) ? true : undefined;
    });
    const browser = await chromium.connectOverCDP(endpoint);
    const context = browser.contexts()[0];
    if (!context) throw new Error('The demo’s browser has no context.');
    const worker = await extensionWorker(context);
    const extensionId = new URL(worker.url()).host;
    // The first install opens the settings (DESIGN §2) in a tab Chrome may take over: a blank one,
    // such as a page just opened here (seen in CI: the panel's navigation interrupted by it).
    await until('the first install’s settings page', START_TIMEOUT_MS, () =>
      Promise.resolve(context.pages().some((page) => page.url().endsWith('/options.html')) || undefined),
    );
    const panel = await context.newPage();
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    const query = panel.getByRole('combobox', { name: 'Search query' });
    await query.fill('ada lovelace');
    await query.press('Enter');
    const first = panel.getByRole('list', { name: 'Results' }).getByRole('link').first();
    await first.waitFor({ timeout: 30_000 });
    const title = await first.textContent();
    if (!/lovelace/iu.test(title ?? '')) throw new Error(`The first result was “${title}”, not about Ada Lovelace.`);
    const credits = await panel.getByRole('region', { name: 'Credits' }).textContent({ timeout: 10_000 });
    console.log(`Demo smoke test: extension ${extensionId} loaded (development build); “ada lovelace” → “${title}”.`);
    console.log(`  ${credits?.replace(/\s+/gu, ' ').trim()}`);
    await browser.close();
  } catch (error) {
    console.error(log.join('').slice(-6_000));
    await stopDemo();
    throw error;
  }
  if (!(await stopDemo()))
    throw new Error(`scripts/demo.sh did not stop within ${STOP_TIMEOUT_MS / 1000} s of Ctrl+C.`);
  if (await listening(`http://127.0.0.1:${apiPort}/`))
    throw new Error('The demo’s local API still answers after it stopped.');
  if (await listening(`http://127.0.0.1:${debugPort}/json/version`))
    throw new Error('The demo’s browser still runs after it stopped.');
  console.log('Demo smoke test: the demo stopped cleanly (API and browser gone).');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
