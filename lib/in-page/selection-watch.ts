import type { SelectionButton } from './selection-button';

/*
 * What the opt-in selection button runs in every page (DESIGN §4 In the page: ≤ 0.5 ms per page
 * load, no work until a selection ends): two listeners for the person's own presses and keys, and
 * nothing else. The rest of a gesture (its selectstart, its release) is listened for from the
 * first trusted press on, and the button itself (selection-button.ts, its own file) is loaded from
 * the extension the first time the person ends a selection in this frame: most pages never load
 * it. Each listener added at load cost about 0.07 ms of every page's load, so three of the five
 * wait for a press that can start a selection (bench/LOG.md, issue 42); before one, a selectstart
 * or a release could not be the person's anyway.
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

/** The window's listeners, all the watcher needs of it (the registered script passes `globalThis`). */
export type ListenedWindow = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * At load, one small listener for both kinds of press, with the capture flag alone: the least a
 * page pays. The first trusted press hands over to the gesture's watcher (compiled only then).
 */
export function watchSelections(win: ListenedWindow, loadButton: () => Promise<SelectionButton>): void {
  const firstPress = (event: Event) => {
    if (!event.isTrusted) return;
    win.removeEventListener('pointerdown', firstPress, true);
    win.removeEventListener('keydown', firstPress, true);
    followGestures(win, loadButton)(event);
  };
  win.addEventListener('pointerdown', firstPress, true);
  win.addEventListener('keydown', firstPress, true);
}

/** Every gesture from the first press on: returns the press listener, for that first press too. */
function followGestures(win: ListenedWindow, loadButton: () => Promise<SelectionButton>): (event: Event) => void {
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
  return pressedNow;
}
