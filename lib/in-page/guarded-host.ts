/*
 * The element the extension puts into someone else's page (the quick-look card's frame, the
 * selection button), after the pattern of Bitwarden's in-page menu
 * (apps/browser/src/autofill/overlay/inline-menu/iframe-content/autofill-inline-menu-iframe.service.ts
 * and the content service that creates it): an element with a random name (no fixed part a page
 * could look for) and a closed shadow root, styled inline with `all: initial` and `!important`
 * (inline important declarations win over every rule of the page's own style sheets), shown in
 * the top layer as a manual popover, and watched by MutationObservers that put its attributes
 * back — and that give up, closing it, when the page keeps trying. Taking it out of the document
 * is tampering at once: a frame taken out and put back loads again (issue 38, M1), so it is
 * never put back; it closes.
 *
 * Runs in the page (injected or registered content script): no imports beyond this folder,
 * no framework, and nothing of the extension's data ever in the page's DOM.
 */

/** After this many repairs the page is taken to be fighting the element: it closes. */
export const TAMPER_LIMIT = 5;

/** What the host's inline style always starts with; each element adds its own place and size. */
const BASE_STYLE: Record<string, string> = {
  all: 'initial',
  position: 'fixed',
  display: 'block',
  'z-index': '2147483647',
  margin: '0',
  padding: '0',
  border: '0',
  right: 'auto',
  bottom: 'auto',
  opacity: '1',
  visibility: 'visible',
  transform: 'none',
  filter: 'none',
  'clip-path': 'none',
  'pointer-events': 'auto',
  overflow: 'visible',
  background: 'transparent',
};

export interface GuardedHost {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** Sets (and keeps) more of the host's inline style: its place and size. */
  setStyle(style: Record<string, string>): void;
  /** Takes the element out of the page and stops watching it. */
  remove(): void;
}

/** The inline style text for a set of declarations, each `!important`. */
export function importantStyle(style: Record<string, string>): string {
  return Object.entries(style)
    .map(([name, value]) => `${name}:${value}!important`)
    .join(';');
}

/**
 * A custom element's name (a letter first, a hyphen inside), all of it random: a page's rule or
 * script cannot pick the element out by a part of its name.
 */
export function randomElementName(): string {
  const [first = 0, second = 0] = crypto.getRandomValues(new Uint32Array(2));
  return `${String.fromCharCode(97 + (first % 26))}${first.toString(36)}-${second.toString(36)}`;
}

/**
 * Adds a guarded host element at the end of the document element (not the body, whose own
 * styles — a transform, say — would otherwise move a fixed element) and shows it in the top
 * layer where the browser has popovers. `onTampered` is called once the page has changed it
 * more than TAMPER_LIMIT times, or at once when the page takes it out of the document (moved,
 * removed, put back); the element is then already gone.
 */
export function addGuardedHost(doc: Document, style: Record<string, string>, onTampered: () => void): GuardedHost {
  const host = doc.createElement(randomElementName());
  const shadow = host.attachShadow({ mode: 'closed' });
  let kept = { ...BASE_STYLE, ...style };
  let keptText = importantStyle(kept);
  let repairs = 0;
  let removed = false;
  const root = doc.documentElement;

  const apply = () => {
    if (host.getAttribute('style') !== keptText) host.setAttribute('style', keptText);
    if (host.getAttribute('popover') !== 'manual') host.setAttribute('popover', 'manual');
  };
  const showInTopLayer = () => {
    try {
      if (!host.matches(':popover-open')) host.showPopover();
    } catch {
      // No popovers (older browsers), or a page that made it impossible: the z-index holds.
    }
  };

  const repaired = () => {
    repairs += 1;
    if (repairs > TAMPER_LIMIT) {
      remove();
      onTampered();
      return false;
    }
    return true;
  };

  // Compares what is there with what should be, rather than reading the records: this
  // element's own writes come back as records too, and they leave nothing to repair.
  const attributes = new MutationObserver(() => {
    if (removed) return;
    const foreign = [...host.attributes].filter((attribute) => !['style', 'popover'].includes(attribute.name));
    const changed =
      foreign.length > 0 || host.getAttribute('style') !== keptText || host.getAttribute('popover') !== 'manual';
    if (!changed || !repaired()) return;
    for (const attribute of foreign) host.removeAttribute(attribute.name);
    apply();
    showInTopLayer();
  });
  // Any record that takes it out — even one the page followed at once by putting it back
  // (`document.documentElement.append(host)` moves it: a removal, then an addition).
  const placement = new MutationObserver((records) => {
    if (removed) return;
    if (host.parentNode === root && !records.some((record) => [...record.removedNodes].includes(host))) return;
    remove();
    onTampered();
  });

  function remove(): void {
    if (removed) return;
    removed = true;
    attributes.disconnect();
    placement.disconnect();
    host.remove();
  }

  apply();
  root.append(host);
  showInTopLayer();
  attributes.observe(host, { attributes: true });
  placement.observe(root, { childList: true });

  return {
    host,
    shadow,
    setStyle(next) {
      kept = { ...kept, ...next };
      keptText = importantStyle(kept);
      apply();
    },
    remove,
  };
}
