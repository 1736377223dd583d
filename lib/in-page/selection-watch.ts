import type { SelectionButton } from './selection-button';

/*
 * What the opt-in selection button runs in every page (DESIGN §4 In the page: ≤ 0.5 ms per page
 * load, no work until a selection ends): one listener, for the first trusted selectstart, and
 * nothing else. The rest of a gesture (its presses, its release) is listened for from the first
 * selection on, and the button itself (selection-button.ts, its own file) is loaded from the
 * extension the first time the person ends a selection in this frame: most pages never load it.
 * Each listener added at load cost about 0.07 ms of every page's load; with four of the five
 * waiting for a selection, a page load cost 0.47–0.49 ms against 0.51–0.58 with two at load
 * (bench/LOG.md, issue 42).
 *
 * The page is a stranger (issue 38, M2): only trusted input counts. A selection is the person's when
 * a trusted press or key started the gesture and the browser's trusted `selectstart` followed;
 * never one the page's script made, or events it dispatched. The first selection in a frame has
 * no press heard before it: there the browser's transient activation (a press or key of the
 * person's in the last moments) stands for it. A page selecting in those moments gains nothing
 * the rule did not give it: only a trusted release ends a selection, and the person's next press
 * starts a new gesture. The listeners are the window's, in the capture phase, which sees every
 * press, key and selectstart before the page's own listeners on the document. Nothing here
 * touches `document` or the extension API at load: the first touch of either in the isolated
 * world builds its wrappers, most of a script's cost in a page load.
 */

/** The button's module, as it ships beside the watcher (a web-accessible resource it imports). */
export const SELECTION_BUTTON_UI_FILE = 'selection-button-ui.js';

/** The window's listeners, all the watcher needs of it (the registered script passes `globalThis`). */
export type ListenedWindow = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
  navigator?: { userActivation?: { isActive: boolean } };
};

/**
 * At load, one listener: the first trusted selectstart, with the capture flag alone (the least a
 * page pays). It hands over to the gesture's watcher (compiled only then); no press was listened
 * for before it, so the browser's transient activation says whether the person is pressing now.
 */
export function watchSelections(win: ListenedWindow, loadButton: () => Promise<SelectionButton>): void {
  const firstSelection = (event: Event) => {
    if (!event.isTrusted) return;
    win.removeEventListener('selectstart', firstSelection, true);
    followGestures(win, loadButton, win.navigator?.userActivation?.isActive === true);
  };
  win.addEventListener('selectstart', firstSelection, true);
}

/** Every gesture from the first selection on; `started`: that selection is the person's. */
function followGestures(win: ListenedWindow, loadButton: () => Promise<SelectionButton>, started: boolean): void {
  let button: SelectionButton | undefined;
  let loading: Promise<SelectionButton | undefined> | undefined;
  /** A trusted press or key started this gesture; then a trusted selectstart made it a selection. */
  let pressed = started;
  let selecting = started;

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

  const pressedNow = (event: Event) => {
    if (event.type === 'pointerdown' && button?.owns(event)) return;
    pressed = true;
    // Shift extends a selection (no new selectstart): it keeps the one the person started.
    if (event.type === 'pointerdown' || !(event as KeyboardEvent).shiftKey) selecting = false;
  };
  listen('pointerdown', pressedNow);
  listen('keydown', pressedNow);
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
