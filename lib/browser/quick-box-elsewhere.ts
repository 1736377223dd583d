import { searchTabSelection, type CommandDeps, type CommandTab } from './shortcut-command';

/*
 * The quick box where no script may run (issue 41, item 3): the quick-look shortcut with nothing
 * it can select — a browser page, the web store, the PDF viewer, a file without access — opens the
 * popup, whose search box has the focus, instead of a card (DESIGN §4 In the page).
 */

/** The slice of `action` (Chrome, Firefox MV3) or `browserAction` (Firefox MV2) this needs. */
export interface PopupAction {
  openPopup?: (options?: { windowId?: number }) => Promise<void>;
}

/** Opens the popup in a window; settles with whether it opened. The call is made before this returns. */
export type OpenPopup = (windowId: number | undefined) => Promise<boolean>;

/**
 * The popup opener of the browser's action, or undefined where it has none (Chrome before 127
 * outside policy installs rejects instead). The call is made synchronously, inside the shortcut's
 * handler: Firefox opens a popup only in a user action's handler.
 */
export function popupOpener(action: PopupAction | undefined): OpenPopup | undefined {
  const open = action?.openPopup?.bind(action);
  if (!open) return undefined;
  return (windowId) => {
    let opening: Promise<void>;
    try {
      opening = open(windowId === undefined || windowId < 0 ? undefined : { windowId });
    } catch {
      return Promise.resolve(false);
    }
    return opening.then(
      () => true,
      () => false,
    );
  };
}

export interface ElsewhereDeps extends CommandDeps {
  /** The browser's popup opener (popupOpener), where it has one. */
  openPopup?: OpenPopup | undefined;
}

/**
 * The quick-look shortcut where no card can go. A page no script may run on cannot be read, so
 * nothing in it is selected as far as the extension can tell: the popup opens, its search box
 * focused (else, without a popup opener or when it refuses, the side panel, as before). A private
 * window lets the selection be read but takes no card: the side panel opens inside the key press
 * and searches the selection, or says nothing was selected beside its own search box.
 */
export function quickLookWithoutCard(tab: CommandTab | undefined, deps: ElsewhereDeps): Promise<void> {
  if (tab?.incognito || !deps.openPopup) return searchTabSelection(tab, deps, 'quick-look');
  return deps
    .openPopup(tab?.windowId)
    .then((opened) => (opened ? undefined : searchTabSelection(tab, deps, 'quick-look')));
}
