import type { TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';

/*
 * Where the documentation's pictures are written. Every e2e run takes them (each test checks the
 * page it photographs), but only `npm run screenshots` (UPDATE_SCREENSHOTS=1) writes the tracked
 * files in docs/; any other run writes them into the test's own output folder (test-results/,
 * not tracked), so running the tests never changes the checkout.
 */
export const UPDATE_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';

/** The path to write the picture `trackedPath` (e.g. docs/screenshots/popup-light.png) to in this run. */
export function screenshotPath(testInfo: TestInfo, trackedPath: string): string {
  const path = UPDATE_SCREENSHOTS ? trackedPath : testInfo.outputPath(basename(trackedPath));
  mkdirSync(dirname(path), { recursive: true });
  return path;
}
