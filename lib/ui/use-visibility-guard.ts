import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/*
 * Clickjacking protection for the quick-look card (DESIGN §4 Security). A page that holds the
 * card could cover it with something that lets clicks through, make it transparent or distort
 * it, and have the person click it unawares: spend credits, open a site. Chrome's
 * IntersectionObserver v2 (`trackVisibility`) says whether an element is really visible — not
 * covered by other content, no opacity, transform or filter on it or around it — and this is
 * the check password managers and payment frames use before acting on a click in their frames.
 */

/** The least delay Chrome accepts with trackVisibility (ms): the check's own cadence. */
const DELAY_MS = 100;

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };

/** Whether this browser computes visibility (Chrome 74+); Firefox does not, and is not checked. */
export function tracksVisibility(): boolean {
  return typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
}

/**
 * Watches an element and answers, at a click, whether it is really visible. Until the first
 * report, and where the browser cannot tell, the answer is taken from the browser: a browser
 * without the check says yes (the host element's styles are guarded in the page all the same),
 * Chrome says no until it has reported.
 */
export function useVisibilityGuard(target: RefObject<HTMLElement>): () => boolean {
  const visible = useRef(!tracksVisibility());
  useEffect(() => {
    const element = target.current;
    if (!element || !tracksVisibility()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last: VisibilityEntry | undefined = entries[entries.length - 1];
        if (last) visible.current = last.isVisible === true;
      },
      { threshold: [1], trackVisibility: true, delay: DELAY_MS } as IntersectionObserverInit,
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return () => visible.current;
}
