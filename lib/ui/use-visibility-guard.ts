import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/*
 * Clickjacking protection for the quick-look card (DESIGN §4 Security, issue 38). A page that
 * holds the card could cover it with something that lets clicks through, make it transparent or
 * distort it, or move it under the pointer just before a click, and have the person click it
 * unawares: spend credits, open a site. Chrome's IntersectionObserver v2 (`trackVisibility`)
 * says whether an element is really visible — not covered by other content, no opacity,
 * transform or filter on it or around it — the check password managers and payment frames use.
 * As its explainer asks, a click counts only once the card has been visible for HOLD_MS without
 * a change: every report that it is hidden, and every resize of the card's frame, starts the
 * wait again (a move of the frame is the in-page script's to hold: lib/in-page/card-frame.ts).
 */

/** The least delay Chrome accepts with trackVisibility (ms): the check's own cadence. */
const DELAY_MS = 100;
/** How long the card must have been visible and unchanged before a click on it counts. */
export const HOLD_MS = 500;

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };

/** Whether this browser computes visibility (Chrome 74+); Firefox does not. */
export function tracksVisibility(): boolean {
  return typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
}

export interface SteadyVisibility {
  /** Whether a click counts now: visible (where the browser can tell) and unchanged for HOLD_MS. */
  counts(): boolean;
  /** The same, as state that changes when it does (the card's controls say whether they act). */
  steady: boolean;
  /** Whether the browser can tell that the card is visible (Chrome); where it cannot (Firefox), a pointer click alone never counts. */
  tracked: boolean;
}

/**
 * Watches the card's root while `watching` (in a web page's frame; else every click counts).
 * Where the browser cannot tell whether it is visible, the wait runs from the card's first
 * render and its resizes only (and `tracked` says so); in Chrome it runs from the first report
 * that it is visible.
 */
export function useSteadyVisibility(target: RefObject<HTMLElement>, watching = true): SteadyVisibility {
  const tracked = tracksVisibility();
  const since = useRef<number>();
  const [steady, setSteady] = useState(!watching);
  useEffect(() => {
    if (!watching) return;
    let visible = !tracked;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      since.current = visible ? performance.now() : undefined;
      setSteady(false);
      if (visible) timer = setTimeout(() => setSteady(true), HOLD_MS);
    };
    restart();
    addEventListener('resize', restart);
    const element = target.current;
    const observer =
      tracked && element
        ? new IntersectionObserver(
            (entries) => {
              const last: VisibilityEntry | undefined = entries[entries.length - 1];
              if (last === undefined || (last.isVisible === true) === visible) return;
              visible = last.isVisible === true;
              restart();
            },
            { threshold: [1], trackVisibility: true, delay: DELAY_MS } as IntersectionObserverInit,
          )
        : undefined;
    if (element) observer?.observe(element);
    return () => {
      clearTimeout(timer);
      removeEventListener('resize', restart);
      observer?.disconnect();
    };
  }, []);
  return {
    counts: () => !watching || (since.current !== undefined && performance.now() - since.current >= HOLD_MS),
    steady,
    tracked,
  };
}
