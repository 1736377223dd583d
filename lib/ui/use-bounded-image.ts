import { useEffect, useRef, useState, type MutableRef } from 'preact/hooks';
import { imageLoadSlots } from './image-load-slots';

/**
 * Pictures from other servers loading at once in one page. Six: what the browser opens to one
 * host over HTTP/1.1 anyway, and enough for a panel's first screen of thumbnails in two rounds.
 * Every open extension page together stays far below the ~1,350 requests the extension's
 * process may hold open (image-load-slots.ts), so the worker's searches always have room.
 */
export const MAX_IMAGE_LOADS = 6;

/** A picture that has not come by then is given up (its box stays) and its slot goes to the next. */
export const IMAGE_LOAD_DEADLINE_MS = 15_000;

const slots = imageLoadSlots(MAX_IMAGE_LOADS);

/**
 * One observer for every picture of the page: which are on screen or within a screen of it (so
 * the next ones are there as a person scrolls; a hidden view's never are).
 */
const onScreenListeners = new Map<Element, (onScreen: boolean) => void>();
let observer: IntersectionObserver | undefined;

function watchOnScreen(element: Element, listener: (onScreen: boolean) => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) onScreenListeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: '100% 0px' },
  );
  onScreenListeners.set(element, listener);
  observer.observe(element);
  return () => {
    onScreenListeners.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * Loads `url` into the returned ref's `<img>` (rendered without a `src`) only while it is on
 * screen (or about to be) in a visible page, when one of the page's few slots is free. A load still running when
 * its picture is scrolled away, its view is replaced or hidden, or the page is hidden is
 * abandoned (the `src` taken away, which cancels the request — removing the element alone does
 * not: the browser finishes the load for nothing) and asked again when it is back on screen.
 * Returns the url that failed (or took longer than the deadline), if it did.
 */
export function useBoundedImage(url: string | undefined): {
  ref: MutableRef<HTMLImageElement | null>;
  failed: string | undefined;
} {
  const ref = useRef<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    const image = ref.current;
    if (!image || !url) return undefined;
    let onScreen = false;
    let settled = false;
    let giveBack: (() => void) | undefined;
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const release = (): void => {
      clearTimeout(deadline);
      giveBack?.();
      giveBack = undefined;
    };
    const settle = (ok: boolean): void => {
      settled = true;
      release();
      if (!ok) {
        image.removeAttribute('src');
        setFailed(url);
      }
    };
    const update = (): void => {
      const wanted = onScreen && !document.hidden && !settled;
      if (wanted && !giveBack) {
        giveBack = slots.take(() => {
          image.src = url;
          deadline = setTimeout(() => settle(false), IMAGE_LOAD_DEADLINE_MS);
        });
      } else if (!wanted && giveBack) {
        image.removeAttribute('src');
        release();
      }
    };
    const loaded = (): void => settle(true);
    const broke = (): void => settle(false);
    image.addEventListener('load', loaded);
    image.addEventListener('error', broke);
    document.addEventListener('visibilitychange', update);
    const unwatch = watchOnScreen(image, (visible) => {
      onScreen = visible;
      update();
    });
    return () => {
      unwatch();
      document.removeEventListener('visibilitychange', update);
      image.removeEventListener('load', loaded);
      image.removeEventListener('error', broke);
      // Also when the element is on its way out: a detached image's load goes on otherwise.
      image.removeAttribute('src');
      release();
    };
  }, [url]);
  return { ref, failed };
}
