import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import type { createSelectionButton } from '../lib/in-page/selection-button';
import { SELECTION_BUTTON_UI_FILE, watchSelections } from '../lib/in-page/selection-watch';

type ButtonModule = { createSelectionButton: typeof createSelectionButton };

// Registered on every page (scripting.registerContentScripts) only once the person switches the
// selection button on in the options. Wiring only: the watcher is lib/in-page/selection-watch.ts;
// the button's module (lib/in-page/selection-button.ts) is imported into this isolated world at
// the first selection, from its web-accessible address (lib/build/manifest.ts). Written as
// `import(chrome.runtime.getURL(…))` on purpose: Firefox's add-on linter takes that form, and
// only that one, as an import of the extension's own file (mozilla/addons-linter#4739); content
// scripts have `chrome` in Firefox too.
export default defineUnlistedScript(() => {
  watchSelections(window, async () => {
    // eslint-disable-next-line no-unsanitized/method -- the extension's own file, at its own address (above).
    const module = (await import(
      /* @vite-ignore */ chrome.runtime.getURL(`/${SELECTION_BUTTON_UI_FILE}`)
    )) as ButtonModule;
    return module.createSelectionButton(window);
  });
});
