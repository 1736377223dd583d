/**
 * Starts Firefox headless in a fresh profile with its Remote Agent (WebDriver BiDi) listening on a
 * free loopback port, and stops it again: the whole process group, even when the test fails or the
 * run is interrupted, and the profile directory is removed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { userJs, type PrefValue } from './firefox-prefs';

const STARTUP_TIMEOUT_MS = 60_000;
const EXIT_GRACE_MS = 10_000;

/** The Firefox to test with: $FIREFOX_PATH, else firefox-esr (Debian's package), else firefox, on the PATH. */
export function firefoxBinary(): string | undefined {
  if (process.env.FIREFOX_PATH) return process.env.FIREFOX_PATH;
  const dirs = (process.env.PATH ?? '/usr/bin').split(delimiter).filter((dir) => dir !== '');
  for (const name of ['firefox-esr', 'firefox']) {
    const found = dirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
    if (found) return found;
  }
  return undefined;
}

export interface RunningFirefox {
  /** ws://127.0.0.1:PORT — append /session for a new WebDriver BiDi session. */
  bidiUrl: string;
  /** Every line Firefox wrote to stdout and stderr so far (console messages, JavaScript errors). */
  output: readonly string[];
  stop(): Promise<void>;
}

export interface LaunchOptions {
  binary: string;
  prefs: Readonly<Record<string, PrefValue>>;
}

export async function launchFirefox({ binary, prefs }: LaunchOptions): Promise<RunningFirefox> {
  const profileDir = mkdtempSync(join(tmpdir(), 'search-sidekick-firefox-'));
  writeFileSync(join(profileDir, 'user.js'), userJs(prefs));
  const child = spawn(
    binary,
    [
      '--headless',
      '--no-remote',
      '--profile',
      profileDir,
      // Port 0: Firefox picks a free port and prints it, so parallel runs never collide.
      '--remote-debugging-port',
      '0',
      // Since Firefox 153, WebDriver may navigate to moz-extension:// pages only with system access
      // (isWebdriverSafeNavigationURL in the Remote Agent); the test needs nothing else from it.
      '--remote-allow-system-access',
      'about:blank',
    ],
    {
      // Its own process group, so stop() reaches Firefox's content processes too.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, MOZ_HEADLESS: '1', MOZ_CRASHREPORTER_DISABLE: '1' },
    },
  );
  const output: string[] = [];
  // Firefox is in its own process group, which a Ctrl+C in the terminal does not reach: on SIGINT or
  // SIGTERM it is stopped here, and if this process exits anyway (an uncaught error) it is killed.
  const killNow = () => {
    killGroup(child, 'SIGKILL');
    try {
      removeProfile(profileDir);
    } catch (error) {
      console.warn(`Could not remove the Firefox profile ${profileDir}: ${String(error)}`);
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('exit', killNow);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await stopGroup(child);
      removeProfile(profileDir);
      process.off('exit', killNow);
    })());
  try {
    const bidiUrl = await waitForBiDiUrl(child, output);
    return { bidiUrl, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function waitForBiDiUrl(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `Firefox did not start WebDriver BiDi within ${STARTUP_TIMEOUT_MS} ms:\n${output.slice(-20).join('\n')}`,
          ),
        ),
      STARTUP_TIMEOUT_MS,
    );
    const onLine = (line: string) => {
      output.push(line);
      const match = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    readLines(child.stdout, onLine);
    readLines(child.stderr, onLine);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Could not start Firefox: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Firefox exited (${code ?? signal}) while starting:\n${output.slice(-20).join('\n')}`));
    });
  });
}

function readLines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  let buffer = '';
  stream?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    lines.forEach(onLine);
  });
}

/** Retries: Firefox's last processes may still be closing files in it for a moment. */
function removeProfile(profileDir: string): void {
  rmSync(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to the group, SIGKILL if Firefox has not exited after a grace period. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup(child, 'SIGKILL'); // content processes that outlived the parent
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), EXIT_GRACE_MS);
  await exited;
  clearTimeout(timer);
  killGroup(child, 'SIGKILL');
}
