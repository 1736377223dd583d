import type { BuildSizes } from './sizes';

/**
 * Size budgets enforced by `npm test` (scripts/check-sizes.ts), in bytes, decimal
 * (1 KB = 1,000 bytes, the stricter reading). Pages count every JS and CSS file they
 * load, gzipped one by one; the zip is the whole extension folder.
 */
export const SIZE_BUDGETS = {
  /**
   * DESIGN §4's budget for the stack. webextension-polyfill adds 2.9 KB (the browser namespace in
   * every page); zod is not on this page's start (docs/architecture.md: its first screen reads
   * the settings it shows with light checks), and the worker's reader of the settings left its
   * chunks. 25.9 KB at issue 39 (24.5 KB before it).
   */
  popup: 29_000,
  /**
   * DESIGN §4: the popup's case, with the panel's own start (history, snapshot, site lists).
   * The polyfill adds 2.8 KB; zod comes only with what the panel loads when first shown (the
   * credit lines of an answer, the history), not at start. 36.5 KB at issue 39 (34.5 KB before).
   */
  sidepanel: 39_000,
  /**
   * DESIGN §4. A service worker cannot import() code later, so this is what a cold start parses:
   * zod/mini and the schemas of every boundary (the answers of both dialects and every type,
   * every message, every stored record, synced groups) and webextension-polyfill (2.7 KB). 50.7 KB
   * at issue 39 (39.3 KB before it); 55.5 KB once issues 38–41 were merged with it (search by
   * image and the service's suggestions with their schemas, the hostile-page rules, the worker's
   * wiring in files of one job each). Back within DESIGN's 52 KB (51.7 KB, 2026-11-28) by what it
   * carried for a few fields, not by features: plain checks where z.record, z.tuple,
   * z.discriminatedUnion, z.extend, z.enum, z.int and z.regex brought their own parsers into the
   * worker for one to sixteen fields each (lib/text/tolerant.ts: `anyObject`, `wholeNumber`,
   * `matching`; z.literal of a list for an enum), and terser's pass over the bundler's output
   * (lib/build/worker-minify.ts: −1.3 KB of the same code). ky (5.1 KB gzip) would not fit.
   * The bench's `coldStartOverhead` (≤ 10 ms over a warm search) says whether a cold start's
   * parse matters; bench/LOG.md has its runs.
   */
  background: 52_000,
  /**
   * The popup's and side panel's boot module (lib/boot/page-boot.ts): the only script their HTML
   * runs, before the app; it paints a reopened panel's last answer. No imports, no polyfill, no
   * zod. Not counted in their pages.
   */
  bootModule: 1_000,
  /**
   * DESIGN §4: the quick-look card's page, loaded into a frame of someone else's tab on every
   * quick look. The polyfill adds 2.7 KB; it carries no zod (the worker sends it checked answers).
   * 20.4 KB at issue 39 (17.7 KB before it); 22.2 KB with issue 38's guards and issue 41's quick
   * box's door, then 20.6 KB (2026-11-28, issue 42) once it took only the rooms of the stylesheet
   * it uses (components/styles/: the base, the states, the answers; −1.5 KB). Summarize and the
   * quick box load when first needed, not at start. 20.4 KB with its boot module (card-boot.js,
   * 0.4 KB: the ask for the tab's quick look sent before the app's script runs).
   */
  quickLookPage: 22_000,
  /**
   * The script injected for a quick look: it places and removes the card's frame, and draws the
   * card's outline and skeleton before it (issue 42). As it was (DESIGN §4): it uses the browser's
   * globals, not the polyfill, which alone (2.7 KB) would take it past its budget
   * (lib/in-page/extension-api.ts). 2.7 KB (2.5 KB before the skeleton).
   */
  quickLookScript: 4_000,
  /**
   * The selection button's content script, registered on every page when the person opts in: the
   * watcher of the person's selections alone (lib/in-page/selection-watch.ts), built without WXT's
   * wrapper, 0.4 KB. It was the whole button until issue 42 (2.5 KB), which every page loaded and ran.
   */
  selectionButton: 1_000,
  /**
   * The button itself, imported by the watcher at a page's first selection (lib/in-page/selection-button.ts,
   * with the guarded host it is put in): as the card's script, no polyfill. 2.3 KB.
   */
  selectionButtonModule: 3_000,
  /**
   * DESIGN §4: the whole Chrome zip. 283 KB at issue 39 (254 KB before it): zod and the schemas in
   * the worker and the settings page and the lazily loaded panel chunks, and the polyfill in the
   * worker and each page. Its earlier steps: 200 KB until round 5, then the quick look (~30 KB),
   * the reader (~23 KB: `marked` and its messages), settings sync and Scholar and Patents (~10 KB
   * each, mostly their messages in seven languages). Above DESIGN §4's 300 KB since issues 38–41
   * were merged (326.7 KB on 2026-11-28): the on-device summaries and translations, the service's
   * suggestions, search by image, the quick box and the hostile-page rules, ~40 KB of it their code
   * and the rest their messages in seven languages (~91 KB of the zip is messages). zod/mini is in
   * three bundles that cannot share it: the worker, the pages, and the card page built on its own
   * to stay small. The zip bounds the download, not a page's parse (those have their own budgets).
   */
  zip: 330_000,
} as const;

export interface BudgetRow {
  name: string;
  what: string;
  bytes: number;
  budget: number;
  ok: boolean;
}

export function budgetRows(sizes: BuildSizes): BudgetRow[] {
  const row = (name: string, what: string, bytes: number, budget: number): BudgetRow => ({
    name,
    what,
    bytes,
    budget,
    ok: bytes <= budget,
  });
  return [
    row('popup page', 'JS + CSS, gzip', sizes.pages.popup?.total.gzip ?? Infinity, SIZE_BUDGETS.popup),
    row('side panel page', 'JS + CSS, gzip', sizes.pages.sidepanel?.total.gzip ?? Infinity, SIZE_BUDGETS.sidepanel),
    row('boot module (popup, side panel)', 'JS, gzip', sizes.boot.js.gzip || Infinity, SIZE_BUDGETS.bootModule),
    row('background', 'JS, gzip', sizes.background.total.gzip, SIZE_BUDGETS.background),
    row(
      'quick-look card page',
      'JS + CSS, gzip',
      sizes.pages['quick-look']?.total.gzip ?? Infinity,
      SIZE_BUDGETS.quickLookPage,
    ),
    row(
      'quick-look script (in pages)',
      'JS, gzip',
      sizes.inPage['quick-look-frame.js']?.total.gzip ?? Infinity,
      SIZE_BUDGETS.quickLookScript,
    ),
    row(
      'selection button’s watcher (in pages)',
      'JS, gzip',
      sizes.inPage['selection-button.js']?.total.gzip ?? Infinity,
      SIZE_BUDGETS.selectionButton,
    ),
    row(
      'selection button’s module (at a first selection)',
      'JS, gzip',
      sizes.inPage['selection-button-ui.js']?.total.gzip ?? Infinity,
      SIZE_BUDGETS.selectionButtonModule,
    ),
    row('Chrome zip', 'whole extension', sizes.zipBytes, SIZE_BUDGETS.zip),
  ];
}

/** "24,096 B" */
export function formatBytes(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} B`;
}
