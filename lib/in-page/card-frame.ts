import { addGuardedHost, importantStyle, type GuardedHost } from './guarded-host';
import { isOutOfView, placeCard, type Box } from './placement';
import { selectionAnchor, type SelectionAnchor } from './selection-anchor';
import { extensionApi, QUICK_LOOK_CLOSE, QUICK_LOOK_PAGE, type InPageApi } from './extension-api';
import { afterNextFrame, cardSkeleton, CARD_OUTLINE } from './card-skeleton';

/*
 * The script the background injects into a tab for a quick look (scripting.executeScript, under
 * activeTab): it puts the card — the extension's own page quick-look.html, in an iframe — beside
 * the selected words, keeps it there while the page scrolls, and takes it away again. It only
 * places and removes the frame: the query, the results and the key never enter the page (the
 * card page asks the background for its tab's quick look itself). The page sees an element with
 * a closed shadow root holding an opaque frame; its layout, styles, selection and scroll are left
 * as they were, and focus goes back where it was when the card closes.
 *
 * The page is a stranger (issue 38): only the person's own input closes the card (trusted
 * Escape, press outside, new selection); after every show, move or resize the card takes no
 * pointer input for HOLD_MS (a card moved under the cursor just before a click gets none of it);
 * and a frame that loads a second time — reloaded, navigated by the page, re-attached — closes
 * the card instead of showing whatever loaded.
 */

/** How long the card takes no pointer input after it is shown, moved or resized (the page moves it by scrolling). */
export const HOLD_MS = 500;

/** Where the isolated world keeps the open card's closer: one card per frame, the newest wins. */
const OPEN_CARD = Symbol.for('search-sidekick.quick-look-card');

type Holder = { [OPEN_CARD]?: () => void };

/** Opens the card for the page's selection, replacing one already open in this frame. */
export function openQuickLookCard(win: Window = window, api: InPageApi = extensionApi()): void {
  const holder = win as unknown as Holder;
  holder[OPEN_CARD]?.();
  const doc = win.document;
  const anchor: SelectionAnchor = selectionAnchor(win);
  const focused = doc.activeElement;
  const frame = doc.createElement('iframe');
  // The browser's on-device models, for the card's Summarize (issue 40); the page's own Permissions-Policy may still refuse.
  frame.allow = 'summarizer; translator; language-detector';
  let closed = false;
  let pending = 0;
  let loads = 0;
  let placed = '';
  let holding = 0;
  let framing = () => {};

  const close = () => {
    if (closed) return;
    closed = true;
    if (holder[OPEN_CARD] === close) delete holder[OPEN_CARD];
    win.removeEventListener('keydown', onKey, true);
    win.removeEventListener('pointerdown', onPointer, true);
    win.removeEventListener('scroll', onScroll, true);
    win.removeEventListener('resize', onScroll);
    doc.removeEventListener('selectstart', onSelectStart, true);
    api.runtime.onMessage.removeListener(onMessage);
    win.cancelAnimationFrame(pending);
    win.clearTimeout(holding);
    framing();
    const hadFocus = doc.activeElement === guarded.host;
    guarded.remove();
    // Back where it was (the card took it to be used with the keyboard); never scrolled to.
    if (hadFocus && focused instanceof HTMLElement && focused.isConnected) focused.focus({ preventScroll: true });
  };

  const guarded: GuardedHost = addGuardedHost(doc, {}, () => close());
  const place = () => {
    pending = 0;
    const box: Box = anchor.box();
    const viewport = { width: win.innerWidth, height: win.innerHeight };
    if (anchor.live && isOutOfView(box, viewport)) {
      close();
      return;
    }
    const { top, left, width, height } = placeCard(box, viewport, anchor.direction);
    const style = { top: `${top}px`, left: `${left}px`, width: `${width}px`, height: `${height}px` };
    const where = JSON.stringify(style);
    if (where === placed) return;
    placed = where;
    guarded.setStyle(style);
    // Shown, moved or resized: no pointer input reaches the frame until it has stood still for
    // HOLD_MS (a press lands on the host, which holds it: it is not outside the card either).
    frame.style.setProperty('pointer-events', 'none', 'important');
    win.clearTimeout(holding);
    holding = win.setTimeout(() => frame.style.setProperty('pointer-events', 'auto', 'important'), HOLD_MS);
  };

  function onKey(event: KeyboardEvent) {
    if (event.isTrusted && event.key === 'Escape') close();
  }
  function onPointer(event: PointerEvent) {
    if (event.isTrusted && !event.composedPath().includes(guarded.host)) close();
  }
  function onScroll() {
    pending ||= win.requestAnimationFrame(place);
  }
  function onSelectStart(event: Event) {
    // A press held by the host (see place) is on the card, not a new selection of the page's.
    if (event.isTrusted && !event.composedPath().includes(guarded.host)) close();
  }
  function onLoad() {
    loads += 1;
    // The card is for the person who asked for it, with the keyboard too: it takes focus once
    // loaded. A second load is the page's doing (the frame reloaded or navigated): it closes.
    if (loads === 1) frame.focus();
    else close();
  }
  function onMessage(message: unknown) {
    if ((message as { type?: unknown } | null)?.type === QUICK_LOOK_CLOSE) close();
  }

  // Over the skeleton, with the same outline: see-through until its page paints the card.
  const frameStyle = {
    all: 'initial',
    position: 'relative',
    display: 'block',
    width: '100%',
    height: '100%',
    ...CARD_OUTLINE,
    'background-color': 'transparent',
  };
  frame.setAttribute('style', importantStyle(frameStyle));
  frame.title = api.i18n.getMessage('quickLookLabel');
  frame.addEventListener('load', onLoad);
  guarded.shadow.append(cardSkeleton(doc));
  place();
  // The outline and skeleton are on screen in the next frame; the card's frame comes in a task
  // after it: creating it costs the page 3–8 ms, and a new out-of-process frame held that first
  // frame back 18–28 ms (bench/LOG.md, issue 42).
  framing = afterNextFrame(win, () => {
    frame.src = api.runtime.getURL(QUICK_LOOK_PAGE);
    guarded.shadow.append(frame);
  });

  win.addEventListener('keydown', onKey, true);
  win.addEventListener('pointerdown', onPointer, true);
  // Passive, and only while the card is open: the card follows the words as the page scrolls.
  win.addEventListener('scroll', onScroll, { capture: true, passive: true });
  win.addEventListener('resize', onScroll, { passive: true });
  doc.addEventListener('selectstart', onSelectStart, true);
  api.runtime.onMessage.addListener(onMessage);
  holder[OPEN_CARD] = close;
}
