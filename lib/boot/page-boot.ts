/**
 * The popup's and the side panel's boot module: the only script their HTML names (DESIGN §4
 * start-up). The HTML paints the page's shell by itself; this lets that frame be painted (in the
 * side panel: be on screen, see `boot`), then loads the app, whose entry chunk the HTML already
 * preloads (`<link rel="modulepreload" data-app-entry>`, written by lib/build/boot-module.ts), so
 * fetching and compiling it overlap the paint. In the side panel it first paints the window's
 * last answer from its snapshot (lib/ui/shell-snapshot.ts writes it) — text only, built from DOM
 * nodes, never markup.
 *
 * No polyfill, and nothing imported at run time: it is bundled on its own (with the names it shares
 * with the apps, boot-names.ts) and minified, and must stay under 1 KB gzip (bench/size-budgets.ts).
 * Its logic takes the browser as parameters, for unit tests (the paint observer is the global one).
 */

import { ENTRY_SELECTOR, SHELL_RESULTS_ID, SNAPSHOT_PREFIX, type Snapshot } from './boot-names';

/** The browser APIs the boot uses (chrome.* in Chrome, browser.* in Firefox: both promise-based). */
export interface BootApi {
  // A window the page is in has an id (only the sessions API's windows lack one).
  windows: { getCurrent(): Promise<{ id: number; incognito: boolean }> };
  storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
  extension?: { inIncognitoContext?: boolean };
  i18n: { getMessage(name: string): string };
}

const isText = (value: unknown): value is string => typeof value === 'string';
/** JSON's data: of its values only an array has `every` (a string has a length, not that). */
type Listed = { length?: unknown; every?: (test: (item: unknown) => unknown) => boolean } | null | undefined;
const isTexts = (value: Listed, length: number) => value?.length === length && value.every?.(isText);

/** The snapshot in `raw` if it has the right shape and shows the search `id`; else undefined. */
export function readSnapshot(raw: string | null, id: string): Snapshot | undefined {
  let value: Partial<Snapshot> | undefined;
  try {
    // JSON.parse(null) is null: no snapshot stored reads as none, below.
    value = JSON.parse(raw as string) as Partial<Snapshot> | undefined;
  } catch {
    return undefined;
  }
  const ok =
    value?.v === 1 &&
    value.id === id &&
    (value.rows as Listed)?.every?.((row) => isTexts(row as Listed, 3)) &&
    isTexts(value.box ?? ['', ''], 2) &&
    isText(value.credits ?? '');
  return ok ? (value as Snapshot) : undefined;
}

/** Appends an element with a class and its text, if any (textContent: text, whatever it holds). */
function add(parent: Element, tag: string, className: string, text?: string): HTMLElement {
  const element = parent.appendChild(parent.ownerDocument.createElement(tag));
  element.className = className;
  // '' on a new element is no change: the containers get their children after.
  element.textContent = text ?? '';
  return element;
}

/** Builds the snapshot into `slot` with the app's own classes, so the app's answer lands in the same place. */
export function renderSnapshot(slot: HTMLElement, snapshot: Snapshot, resultsLabel: string): void {
  const view = add(slot, 'div', 'answer-view');
  if (snapshot.box) {
    const box = add(view, 'section', 'knowledge-panel');
    add(box, 'h2', '', snapshot.box[0]);
    add(box, 'p', 'knowledge-description', snapshot.box[1]);
  }
  const list = add(view, 'ol', 'result-list');
  list.setAttribute('aria-label', resultsLabel);
  for (const [title, site, snippet] of snapshot.rows) {
    const item = add(list, 'li', 'result');
    // Not a link until the app takes over: the app's links follow the window's rules (private, referrer).
    add(add(add(item, 'div', 'result-head'), 'div', 'result-title'), 'span', 'result-link', title);
    add(add(item, 'div', 'result-meta'), 'span', 'result-host', site);
    add(item, 'p', 'result-snippet', snippet);
  }
  if (snapshot.credits) add(add(add(view, 'section', 'credits'), 'div', 'credits-head'), 'p', '', snapshot.credits);
}

/**
 * Paints the window's snapshot into the shell's results area when the window's current search
 * (its record in storage.session) is the one the snapshot shows; a skeleton when an answered
 * search is there without one (its answer comes from the worker once the app is there). Nothing
 * in a private window. The area names the search it shows (`data-search-id`), for the app to
 * confirm. True when it painted a snapshot, false for a skeleton.
 */
export async function paintWindowAnswer(
  slot: HTMLElement | null,
  api: BootApi,
  store: Pick<Storage, 'getItem'>,
): Promise<boolean | undefined> {
  // No area, no snapshot (the popup); a browser without these APIs throws, and boot goes on.
  if (!slot || api.extension?.inIncognitoContext) return;
  const { id: windowId, incognito } = await api.windows.getCurrent();
  if (incognito) return;
  const key = `window:${windowId}`;
  const record = (await api.storage.session.get(key))[key] as { id?: unknown; status?: unknown } | undefined;
  // A search still running (or failed) shows its own state once the app is there.
  if (record?.status !== 'success' || !isText(record.id)) return;
  const snapshot = readSnapshot(store.getItem(SNAPSHOT_PREFIX + windowId), record.id);
  if (snapshot) renderSnapshot(slot, snapshot, api.i18n.getMessage('resultsLabel'));
  else slot.className += ' results-skeleton';
  slot.dataset.searchId = record.id;
  slot.hidden = false;
  return !!snapshot;
}

/**
 * Paints what the shell can, lets a frame be painted, then loads the app's entry (`load`). In the
 * side panel (the shell with a results area) the app waits until that frame is on screen, or
 * 250 ms: Chrome shows a panel as it opens some 100 ms after its first frame, and the frame the
 * browser asks for then waits for whatever task the renderer is running — every extension page
 * shares it — such as the app's start (bench: panelReopen; bench/LOG.md, 2026-11-29 17:53).
 */
export async function boot(
  doc: Document,
  api: BootApi | undefined,
  store: Pick<Storage, 'getItem'>,
  frame: (then: () => void) => void,
  load: (href: string) => unknown,
): Promise<void> {
  const entry = doc.querySelector<HTMLLinkElement>(ENTRY_SELECTOR)?.href;
  const slot = doc.getElementById(SHELL_RESULTS_ID);
  // A snapshot that cannot be read is no snapshot: the app shows the window's state itself.
  const painted = api && (await paintWindowAnswer(slot, api, store).catch(() => undefined));
  // rAF runs just before a frame's paint; a task queued from it runs after that paint. The mark
  // is the bench's (panelReopen): the last answer painted before the app.
  await new Promise<void>((done) =>
    frame(() => {
      if (painted) performance.mark('snapshot');
      setTimeout(done, 0);
    }),
  );
  if (slot)
    await new Promise((shown) => {
      // Buffered: a paint already on screen answers at once.
      new PerformanceObserver(shown).observe({ type: 'paint', buffered: true });
      setTimeout(shown, 250);
    });
  if (entry) load(entry);
}

/**
 * Loads the app's entry as a module script element: the browser takes it from the module map the
 * modulepreload filled. (Not `import(href)`: addon linters refuse an import of a computed name.)
 */
export function loadModule(doc: Document, href: string): void {
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = href;
  doc.head.append(script);
}

declare const browser: BootApi | undefined;
declare const chrome: BootApi | undefined;

if (typeof document !== 'undefined' && document.querySelector(ENTRY_SELECTOR)) {
  void boot(document, typeof browser === 'undefined' ? chrome : browser, localStorage, requestAnimationFrame, (href) =>
    loadModule(document, href),
  );
}
