/**
 * Firefox's accessibility service, started in its parent process once for the whole run and held
 * until Firefox stops.
 *
 * Why: reading the real sidebar (real-sidebar.ts) starts the service in the parent process. When
 * that script's reference is garbage-collected, Firefox shuts accessibility down again, in every
 * process — and from then on the pages' accessibility trees no longer follow their DOM: new
 * elements (a search's results, an alert) get no accessible, and WebDriver BiDi's accessibility
 * locator finds none of them. Seen as scenarios after the sidebar one timing out on an element
 * plainly on screen, in most runs. Held from the start, the service never shuts down mid-run.
 */
import type { BiDiClient } from './bidi-client';
import { callFunction } from './bidi-script';

const BROWSER_WINDOW = 'chrome://browser/content/browser.xhtml';

/**
 * Starts the service and keeps a reference to it on Firefox's first window, which the suite
 * never closes (--remote-allow-system-access makes that window reachable).
 */
export async function holdAccessibilityService(bidi: BiDiClient): Promise<void> {
  const { contexts } = await bidi.send<{ contexts: Array<{ context: string; url: string }> }>(
    'browsingContext.getTree',
    { 'moz:scope': 'chrome', maxDepth: 0 },
  );
  const window = contexts.find((context) => context.url === BROWSER_WINDOW);
  if (!window) throw new Error('No Firefox browser window among the chrome contexts');
  await callFunction(
    bidi,
    window.context,
    `() => {
      window.searchSidekickTestAccessibility = Cc['@mozilla.org/accessibilityService;1'].getService(Ci.nsIAccessibilityService);
    }`,
    [],
  );
}
