import type { createSelectionButton } from './selection-button';
import { SELECTION_BUTTON_UI_FILE, watchSelections } from './selection-watch';

/*
 * The selection button's registered script (selection-button.js), whole: the watcher, started.
 * Built on its own as one classic script (lib/build/in-page-module.ts), not as a WXT entrypoint:
 * WXT's wrapper around an unlisted script (its `main`, its logger) took 0.3 of the watcher's 0.9 ms
 * in every page's load (bench/LOG.md, issue 42).
 *
 * The button's module is imported into this isolated world at the first selection, from its
 * web-accessible address (lib/build/manifest.ts). Written as `import(chrome.runtime.getURL(…))` on
 * purpose: Firefox's add-on linter takes that form, and only that one, as an import of the
 * extension's own file (mozilla/addons-linter#4739); content scripts have `chrome` in Firefox too.
 */

type ButtonModule = { createSelectionButton: typeof createSelectionButton };

// `globalThis`, not `window`: the same object, without a call into the window's getter at load.
watchSelections(globalThis, async () => {
  // eslint-disable-next-line no-unsanitized/method -- the extension's own file, at its own address (above).
  const module = (await import(chrome.runtime.getURL(`/${SELECTION_BUTTON_UI_FILE}`))) as ButtonModule;
  return module.createSelectionButton(window);
});
