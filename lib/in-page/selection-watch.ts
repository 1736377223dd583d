import type { SelectionButton } from './selection-button';

/*
 * What the opt-in selection button runs in every page (DESIGN §4 In the page: ≤ 0.5 ms per page
 * load, no work until a selection ends): five passive listeners for the person's own presses,
 * keys and selections, and nothing else. The button itself (selection-button.ts, its own file) is
 * loaded from the extension the first time the person ends a selection in this frame: most pages
 * never load it. Loaded as it was in every page, the button took 1.5–1.6 ms of each page's load;
 * listeners alone, 0.6–0.7 ms, against 0.3 ms for a content script that does nothing (bench/LOG.md,
 * issue 42).
 *
 * The page is a stranger (issue 38, M2): only trusted input counts. A selection is the person's when
 * a trusted press or key started the gesture and the browser's trusted `selectstart` followed;
 * never one the page's script made, or events it dispatched. The listeners are the window's, in
 * the capture phase, which sees every press, key and selectstart before the page's own listeners
 * on the document. Nothing here touches `document` or the extension API at load: the first touch
 * of either in the isolated world builds its wrappers, most of a script's cost in a page load.
 */

/** The button's module, as it ships beside the watcher (a web-accessible resource it imports). */
export const SELECTION_BUTTON_UI_FILE = 'selection-button-ui.js';

export function watchSelections(win: Window, loadButton: () => Promise<SelectionButton>): void {
  let button: SelectionButton | undefined;
  let loading: Promise<SelectionButton | undefined> | undefined;
  /** A trusted press or key started this gesture; then a trusted selectstart made it a selection. */
  let pressed = false;
  let selecting = false;

  const whenLoaded = (use: (loaded: SelectionButton) => void) => {
    if (button) return use(button);
    loading ??= loadButton().then(
      (loaded) => (button = loaded),
      () => {
        // The extension was updated or reloaded under the page: a later selection tries again.
        loading = undefined;
        return undefined;
      },
    );
    void loading.then((loaded) => loaded && use(loaded));
  };
  const listen = (type: string, listener: (event: Event) => void) =>
    win.addEventListener(type, (event) => event.isTrusted && listener(event), { capture: true, passive: true });

  listen('pointerdown', (event) => {
    if (button?.owns(event)) return;
    pressed = true;
    selecting = false;
  });
  // Shift extends a selection (no new selectstart): it keeps the one the person started.
  listen('keydown', (event) => {
    pressed = true;
    if (!(event as KeyboardEvent).shiftKey) selecting = false;
  });
  listen('selectstart', () => (selecting = pressed));
  const ended = (event: Event) => {
    if (button?.owns(event)) return;
    pressed = false;
    if (selecting) whenLoaded((loaded) => loaded.selectionEnded());
    else button?.hide();
  };
  listen('pointerup', ended);
  listen('keyup', ended);
}
