import { addGuardedHost, type GuardedHost } from './guarded-host';
import { extensionApi, sendToWorker, type InPageApi } from './extension-api';

/*
 * The opt-in search button beside selected text (DESIGN §4 In the page). Every page runs only the
 * watcher (selection-watch.ts), which loads this module the first time the person ends a selection
 * in the frame (it ships as its own file, selection-button-ui.js). It shows a small button near a
 * non-empty selection outside editable fields and password inputs. A click on it asks the worker
 * for a quick look of the selection: the selected text leaves the page then, and only then.
 *
 * The page is a stranger (issue 38, M2): only the person's own input counts. The watcher hands
 * over only a selection the person started (trusted input); the button's click counts only once
 * it has been on screen, unmoved, for HOLD_MS (and, where the browser can tell, really visible all
 * that time: IntersectionObserver v2).
 */

/** The most selected text a page hands over: SELECTION_READ_LIMIT (lib/browser/selection-search.ts). */
export const BUTTON_TEXT_LIMIT = 8192;
/** The button's side, in CSS pixels. */
const SIZE = 28;
/** How long the button must have been shown (and seen, where the browser can tell) before its click counts. */
export const HOLD_MS = 500;

const BUTTON_CSS =
  'button{all:initial;box-sizing:border-box;display:grid;place-items:center;width:28px;height:28px;' +
  'border-radius:50%;background:#1a56db;color:#fff;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.3)}' +
  'button:focus-visible{outline:2px solid #1a56db;outline-offset:2px}svg{width:16px;height:16px}';
const SVG = 'http://www.w3.org/2000/svg';

/** The button as the selection watcher (selection-watch.ts) drives it, once it is loaded. */
export interface SelectionButton {
  /** Whether the event happened on the shown button (its own press and release are not the page's). */
  owns(event: Event): boolean;
  /** A selection the person made has ended: show the button beside it, or hide it if there is none to search. */
  selectionEnded(): void;
  hide(): void;
}

/**
 * The button in this frame, made the first time the person ends a selection (the watcher loads this
 * module then: every other page load pays for the watcher alone). The extension API is read here,
 * at that first selection: reading `chrome.runtime` makes the API's bindings in the page's isolated
 * world, 11.8 KB of every page's heap (bench/LOG.md, issue 42), which most pages never need.
 */
export function createSelectionButton(win: Window = window, apiOf: () => InPageApi = extensionApi): SelectionButton {
  const doc = win.document;
  let known: InPageApi | undefined;
  const api = () => (known ??= apiOf());
  let shown: { host: GuardedHost; observer?: IntersectionObserver } | undefined;
  /** Since when the shown button has been seen (performance.now()); undefined while it is not. */
  let seenSince: number | undefined;

  const hide = () => {
    if (!shown) return;
    shown.observer?.disconnect();
    shown.host.remove();
    shown = undefined;
    win.removeEventListener('scroll', hide, true);
    win.removeEventListener('resize', hide);
    doc.removeEventListener('selectionchange', onSelectionChange);
  };
  const onSelectionChange = () => {
    if (win.getSelection()?.isCollapsed !== false) hide();
  };

  const show = (text: string, box: DOMRect) => {
    hide();
    const host = addGuardedHost(doc, placeButton(box, win), hide);
    const style = doc.createElement('style');
    style.textContent = BUTTON_CSS;
    const button = doc.createElement('button');
    button.type = 'button';
    button.append(magnifier(doc));
    host.shadow.append(style, button);
    const name = api().i18n.getMessage('selectionButtonName');
    button.setAttribute('aria-label', name);
    button.title = name;
    // The selection stays where it is: the press neither moves focus nor clears it.
    button.addEventListener('pointerdown', (event) => event.preventDefault());
    button.addEventListener('mousedown', (event) => event.preventDefault());
    button.addEventListener('click', (event) => {
      // A click the page made up, on a button the page covers or hides, or on one shown (or
      // seen) less than HOLD_MS ago, does nothing.
      if (!event.isTrusted || seenSince === undefined || performance.now() - seenSince < HOLD_MS) return;
      hide();
      void sendToWorker(api(), 'quickLookSelection', { text: text.slice(0, BUTTON_TEXT_LIMIT), length: text.length });
    });
    let observer: IntersectionObserver | undefined;
    if ('isVisible' in IntersectionObserverEntry.prototype) {
      seenSince = undefined;
      observer = new IntersectionObserver(
        (entries) => {
          const last: (IntersectionObserverEntry & { isVisible?: boolean }) | undefined = entries[entries.length - 1];
          if (last?.isVisible !== true) seenSince = undefined;
          else seenSince ??= performance.now();
        },
        { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      );
      observer.observe(button);
    } else {
      // No way to tell whether it is covered (Firefox): the worker starts nothing from this click
      // by itself there (docs/privacy-and-security.md); it still waits until shown HOLD_MS.
      seenSince = performance.now();
    }
    shown = { host, ...(observer && { observer }) };
    // Only while it is shown: it goes when the page scrolls or resizes, or the selection goes.
    win.addEventListener('scroll', hide, { capture: true, passive: true });
    win.addEventListener('resize', hide, { passive: true });
    doc.addEventListener('selectionchange', onSelectionChange);
  };

  const selectionEnded = () => {
    // After the browser has settled the selection this press or key made.
    win.setTimeout(() => {
      const selection = win.getSelection();
      const text = selection?.toString().trim() ?? '';
      if (
        !selection ||
        selection.isCollapsed ||
        selection.rangeCount === 0 ||
        text === '' ||
        isEditing(doc, selection)
      ) {
        hide();
        return;
      }
      const rects = selection.getRangeAt(0).getClientRects();
      const last = rects[rects.length - 1];
      if (last) show(text, last);
    }, 0);
  };

  return {
    owns: (event) => shown !== undefined && event.composedPath().includes(shown.host.host),
    selectionEnded,
    hide,
  };
}

/** A magnifying glass, drawn (no image: the page's own policy could refuse one). */
function magnifier(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  const lens = doc.createElementNS(SVG, 'circle');
  lens.setAttribute('cx', '7');
  lens.setAttribute('cy', '7');
  lens.setAttribute('r', '4.5');
  lens.setAttribute('fill', 'none');
  const handle = doc.createElementNS(SVG, 'path');
  handle.setAttribute('d', 'M10.5 10.5 14 14');
  for (const part of [lens, handle]) {
    part.setAttribute('stroke', 'currentColor');
    part.setAttribute('stroke-width', '2');
  }
  svg.append(lens, handle);
  return svg;
}

/** Just after the selection's last line, inside the viewport. */
function placeButton(box: DOMRect, win: Window): Record<string, string> {
  const left = Math.min(Math.max(0, box.right + 4), win.innerWidth - SIZE - 4);
  const below = box.bottom + 4 + SIZE <= win.innerHeight;
  const top = below ? box.bottom + 4 : Math.max(0, box.top - SIZE - 4);
  return { top: `${Math.round(top)}px`, left: `${Math.round(left)}px`, width: `${SIZE}px`, height: `${SIZE}px` };
}

/** A selection in something the person is typing into: a text field, an editable region, a password. */
function isEditing(doc: Document, selection: Selection): boolean {
  const active = doc.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return true;
  if (active instanceof HTMLElement && active.isContentEditable) return true;
  const node = selection.anchorNode;
  const element = node instanceof Element ? node : node?.parentElement;
  return element?.closest('[contenteditable]:not([contenteditable="false"]), input, textarea') != null;
}
