/**
 * Firefox's real sidebar, opened and read from Firefox's own window (a chrome context, reachable
 * only because Firefox runs with --remote-allow-system-access).
 *
 * Why not drive it like a tab: the page in the sidebar lives in a <browser> inside
 * chrome://browser/content/webext-panels.xhtml, not in a tab. WebDriver BiDi addresses top-level
 * pages only through tabs (browsingContext.getTree does not list it, and a context id for it does
 * not resolve), and its MessageHandler skips extension pages (Firefox bug 1755014). So the test
 * searches in the same page opened as a tab, then opens the real sidebar and reads what it shows
 * the way a screen reader does: through the accessibility tree, which Firefox's parent process
 * mirrors for every page.
 */
import type { BiDiClient } from './bidi-client';
import { callFunction } from './bidi-script';

const TIMEOUT_MS = 20_000;

export interface SidebarContents {
  /** The link names of the items of the list named "Results", in order. */
  resultTitles: string[];
  /** The headings inside the region named "Knowledge panel". */
  knowledgeHeadings: string[];
}

/** Runs in Firefox's window: shows the add-on's sidebar and waits until it has loaded `pageUrl`. */
const SHOW_SIDEBAR = `async (addonId, pageUrl, timeoutMs) => {
  const entry = [...SidebarController.sidebars].find(([, sidebar]) => sidebar.extensionId === addonId);
  if (!entry) throw new Error('Firefox has no sidebar for ' + addonId);
  await SidebarController.show(entry[0]);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const panel = SidebarController.browser.contentDocument?.getElementById('webext-panels-browser');
    if (panel?.currentURI.spec === pageUrl) return panel.currentURI.spec;
    if (Date.now() > deadline) throw new Error('The sidebar did not load ' + pageUrl + ' (it shows ' + panel?.currentURI.spec + ')');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}`;

/**
 * Runs in Firefox's window: finds the accessible document of `pageUrl` inside the sidebar (not a tab
 * showing the same page), waits for its "Results" list,
 * reads each result's link name with the result scrolled into view (results below the fold are not
 * laid out — content-visibility: auto — and until they are, their links have no accessible name),
 * and the knowledge panel's headings (once `knowledgeHeading`, when given, is among them).
 */
const READ_SIDEBAR = `async (pageUrl, knowledgeHeading, timeoutMs) => {
  const service = Cc['@mozilla.org/accessibilityService;1'].getService(Ci.nsIAccessibilityService);
  const sleep = () => new Promise((resolve) => setTimeout(resolve, 100));
  const all = (root, test, found = []) => {
    if (test(root)) found.push(root);
    for (let child = root.firstChild; child; child = child.nextSibling) all(child, test, found);
    return found;
  };
  const isPage = (acc) => acc instanceof Ci.nsIAccessibleDocument && acc.URL === pageUrl;
  const named = (role, name) => (acc) => acc.computedARIARole === role && acc.name === name;
  const deadline = Date.now() + timeoutMs;
  const until = async (what, probe) => {
    for (;;) {
      const value = probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error('Timed out in the sidebar waiting for ' + what);
      await sleep();
    }
  };
  const page = await until('its accessible document', () => {
    const sidebar = SidebarController.browser && service.getAccessibleFor(SidebarController.browser);
    return sidebar ? all(sidebar, isPage)[0] : undefined;
  });
  const list = await until('a list named Results with items', () => {
    const [found] = all(page, named('list', 'Results'));
    return found && all(found, (acc) => acc.computedARIARole === 'listitem').length > 0 ? found : undefined;
  });
  const items = all(list, (acc) => acc.computedARIARole === 'listitem');
  const linkOf = (item) => all(item, (acc) => acc.computedARIARole === 'link')[0];
  const resultTitles = [];
  for (const [index, item] of items.entries()) {
    item.scrollTo(Ci.nsIAccessibleScrollType.SCROLL_TYPE_ANYWHERE);
    resultTitles.push(await until('a name on the link of result ' + (index + 1), () => linkOf(item)?.name));
  }
  const knowledgeHeadings = () => {
    const [knowledge] = all(page, named('region', 'Knowledge panel'));
    return knowledge ? all(knowledge, (acc) => acc.computedARIARole === 'heading').map((acc) => acc.name) : [];
  };
  // A narrow page shows the knowledge panel under the results, a frame after them: wait for the
  // heading asked for (up to the deadline), then report what is there, found or not.
  while (knowledgeHeading && !knowledgeHeadings().includes(knowledgeHeading) && Date.now() < deadline) await sleep();
  return { resultTitles, knowledgeHeadings: knowledgeHeadings() };
}`;

/**
 * Opens the add-on's sidebar in the Firefox window `clientWindow` (a tab's window, as
 * browsingContext.getTree reports it) and reads the results it shows.
 */
export async function openAndReadSidebar(
  bidi: BiDiClient,
  addonId: string,
  pageUrl: string,
  clientWindow: string,
  knowledgeHeading?: string,
): Promise<SidebarContents> {
  const { contexts } = await bidi.send<{ contexts: Array<{ context: string; url: string; clientWindow: string }> }>(
    'browsingContext.getTree',
    { 'moz:scope': 'chrome', maxDepth: 0 },
  );
  const window = contexts.find(
    (context) => context.url === 'chrome://browser/content/browser.xhtml' && context.clientWindow === clientWindow,
  );
  if (!window) throw new Error(`No Firefox browser window ${clientWindow} among the chrome contexts`);
  await callFunction(bidi, window.context, SHOW_SIDEBAR, [addonId, pageUrl, TIMEOUT_MS], TIMEOUT_MS + 5_000);
  return callFunction<SidebarContents>(
    bidi,
    window.context,
    READ_SIDEBAR,
    [pageUrl, knowledgeHeading ?? '', TIMEOUT_MS],
    TIMEOUT_MS + 5_000,
  );
}
