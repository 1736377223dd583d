import { existsSync } from 'node:fs';

/**
 * The Chromium to drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own (after `npx playwright install chromium` on machines that can download it).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => !!path && existsSync(path));
}

/** Flags that keep Chromium from reaching hosts a sandboxed machine cannot reach. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-default-browser-check',
];
