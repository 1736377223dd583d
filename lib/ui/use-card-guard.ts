import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useSteadyVisibility } from './use-visibility-guard';

/*
 * The quick-look card's controls in someone else's page (issue 38, M2 and M3): what a click on
 * them does is spend credits or open a site, so a click counts only when the person surely
 * meant this card — it has been visible and unchanged for a while (use-visibility-guard.ts), and
 * where the browser cannot tell whether the page covers it (Firefox), only from the keyboard
 * inside the card's own frame, which the page can neither see nor reach. A pointer click there
 * hands over to the side panel (the browser's own sidebar, which no page can cover) instead.
 */

/** What a click on these does is spend credits or open a site: links with or without an address, and buttons. */
export const GUARDED = 'a[href], a[role="link"], button:not([data-unguarded])';

/** A key press counts for the click it makes this long after it (Enter's click comes at once, Space's on release). */
const KEY_CLICK_MS = 1_000;

export interface CardGuard {
  /** A click was refused because the card was just shown or moved, or is covered: the card says so. */
  refused: boolean;
  /** Where the browser cannot tell whether the card is visible: the card says how to act here. */
  keyboardOnly: boolean;
  /**
   * Whether a key that spends credits counts (the quick box's Enter and Alt+1…8): trusted, and in
   * a page only once the card has been visible and still; otherwise the card says it did nothing.
   */
  allows: (event: KeyboardEvent) => boolean;
  /** For the card's root element, in the capture phase: they see every click and key first. */
  handlers: {
    onClickCapture: (event: MouseEvent) => void;
    onAuxClickCapture: (event: MouseEvent) => void;
    onKeyDownCapture: (event: KeyboardEvent) => void;
  };
}

/** The guarded control an event is for, if any. */
function controlOf(event: Event): Element | null {
  return event.target instanceof Element ? event.target.closest(GUARDED) : null;
}

function stop(event: Event): void {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Guards the controls under `root` while `inPage` (the card in a web page's frame; a card that is
 * a tab of its own has no page around it). `handOver` is called, inside the click, for a pointer
 * click that cannot count in this browser (it opens the side panel, which needs the click's
 * gesture). Until a click would count, every guarded control is marked `aria-disabled`
 * (assistive technology, and the tests, see that it does not act yet).
 */
export function useCardGuard(root: RefObject<HTMLElement>, inPage: boolean, handOver: () => void): CardGuard {
  const visibility = useSteadyVisibility(root, inPage);
  const [refused, setRefused] = useState(false);
  const key = useRef<{ control: Element; at: number }>();

  useEffect(() => {
    const element = root.current;
    if (!element || !inPage) return;
    const mark = () => {
      for (const control of element.querySelectorAll(GUARDED)) {
        if (visibility.steady) control.removeAttribute('aria-disabled');
        else if (control.getAttribute('aria-disabled') !== 'true') control.setAttribute('aria-disabled', 'true');
      }
    };
    mark();
    // Controls rendered later (the answer, an alert) are marked as they come.
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [visibility.steady]);

  const onKeyDownCapture = (event: KeyboardEvent) => {
    const control = inPage && controlOf(event);
    if (!control || (event.key !== 'Enter' && event.key !== ' ')) return;
    if (!event.isTrusted || !visibility.counts()) {
      stop(event);
      setRefused(true);
      return;
    }
    key.current = { control, at: performance.now() };
    setRefused(false);
  };

  const onPointer = (event: MouseEvent) => {
    const control = inPage && controlOf(event);
    if (!control) return;
    // A click the keyboard made (no pointer: detail 0) on the control the key was pressed on.
    const pressed = key.current;
    const byKeyboard =
      event.detail === 0 && pressed?.control === control && performance.now() - pressed.at < KEY_CLICK_MS;
    if (event.isTrusted && visibility.counts() && (byKeyboard || visibility.tracked)) {
      setRefused(false);
      return;
    }
    stop(event);
    if (event.isTrusted && !byKeyboard && !visibility.tracked) handOver();
    else setRefused(true);
  };

  const allows = (event: KeyboardEvent) => {
    const counts = event.isTrusted && (!inPage || visibility.counts());
    setRefused(!counts);
    return counts;
  };

  return {
    refused,
    allows,
    keyboardOnly: inPage && !visibility.tracked,
    handlers: { onClickCapture: onPointer, onAuxClickCapture: onPointer, onKeyDownCapture },
  };
}
