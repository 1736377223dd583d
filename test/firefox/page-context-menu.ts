/**
 * Firefox's own context menu on a page (the content area's), read and used from Firefox's window:
 * a chrome context, reachable only because Firefox runs with --remote-allow-system-access. The
 * menu is opened by a real right-click in the page (ExtensionTab.rightClick); this chooses one of
 * its items by its label, as a person's click on it would (XULPopupElement.activateItem), so the
 * add-on's menus.onClicked runs with everything the browser gives a real click (srcUrl, the tab).
 */
import type { BiDiClient } from './bidi-client';
import { callFunction } from './bidi-script';

const TIMEOUT_MS = 10_000;

/** Runs in Firefox's window: waits for the open menu to hold an item labelled `label`, and chooses it. */
const CHOOSE_ITEM = `async (label, timeoutMs) => {
  const menu = document.getElementById('contentAreaContextMenu');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const items = [...menu.querySelectorAll('menuitem')].filter((item) => item.getAttribute('label') === label);
    if (menu.state === 'open' && items.length > 0) {
      menu.activateItem(items[0]);
      return items.length;
    }
    if (Date.now() > deadline) {
      const labels = [...menu.querySelectorAll('menuitem')].filter((item) => !item.hidden).map((item) => item.getAttribute('label'));
      throw new Error('The page menu (' + menu.state + ') has no item "' + label + '"; it shows: ' + labels.join(', '));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}`;

/** Chooses the item labelled `label` in the page menu open in the window `clientWindow`. */
export async function choosePageMenuItem(bidi: BiDiClient, clientWindow: string, label: string): Promise<number> {
  const { contexts } = await bidi.send<{ contexts: Array<{ context: string; url: string; clientWindow: string }> }>(
    'browsingContext.getTree',
    { 'moz:scope': 'chrome', maxDepth: 0 },
  );
  const window = contexts.find(
    (context) => context.url === 'chrome://browser/content/browser.xhtml' && context.clientWindow === clientWindow,
  );
  if (!window) throw new Error(`No Firefox browser window ${clientWindow} among the chrome contexts`);
  return callFunction<number>(bidi, window.context, CHOOSE_ITEM, [label, TIMEOUT_MS], TIMEOUT_MS + 5_000);
}
