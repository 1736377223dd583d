import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    // The end-to-end specs are Playwright's, not vitest's.
    exclude: ['test/e2e/**', 'node_modules/**'],
    // The fake browser has no i18n: serve the English messages (t() in every module).
    setupFiles: ['test/unit/setup-i18n.ts'],
    restoreMocks: true,
    // A safety net, not a measure: property tests of thousands of runs and the 5 MB reply take
    // seconds on a busy shared machine, where vitest's 5 s default failed them (speed is the bench's).
    testTimeout: 30_000,
  },
});
