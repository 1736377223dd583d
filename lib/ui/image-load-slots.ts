/**
 * A line for image loads: at most `limit` in flight, the others waiting their turn, first
 * asked first served.
 *
 * Why a page needs one: the extension's pages and its service worker share one renderer
 * process, and Chromium's network service refuses that process any request beyond 2,700 open
 * loaders (`NetworkContext::kMaxOutstandingRequestsPerProcess`; a request holds two, so about
 * 1,350 requests) with `net::ERR_INSUFFICIENT_RESOURCES` — the worker's search included.
 * Pictures on a host that answers slowly, or whose name takes seconds to fail, stay open that
 * long and queue behind each other (six connections a host), so a page that starts every
 * picture it shows can fill that budget. A page that keeps a few in flight never can.
 */
export interface ImageLoadSlots {
  /**
   * Asks for a slot: `start` runs once one is free — never during the call, but in a microtask
   * after it, so that a view being replaced (all its pictures giving up their places in one go)
   * never hands a slot to a picture that is itself on its way out. Returns the give-back: call
   * it when the load ends or is abandoned — or to leave the line before `start` ran.
   */
  take(start: () => void): () => void;
  /** Loads holding a slot now. */
  readonly inFlight: number;
  /** Loads waiting for one. */
  readonly waiting: number;
}

export function imageLoadSlots(limit: number): ImageLoadSlots {
  let inFlight = 0;
  const line = new Set<() => void>();
  let scheduled = false;
  const advance = (): void => {
    scheduled = false;
    for (const begin of line) {
      if (inFlight >= limit) return;
      line.delete(begin);
      inFlight += 1;
      begin();
    }
  };
  const advanceSoon = (): void => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(advance);
  };
  return {
    take(start) {
      let state: 'waiting' | 'loading' | 'given back' = 'waiting';
      const begin = (): void => {
        state = 'loading';
        start();
      };
      line.add(begin);
      advanceSoon();
      return () => {
        if (state === 'waiting') line.delete(begin);
        if (state === 'loading') {
          inFlight -= 1;
          advanceSoon();
        }
        state = 'given back';
      };
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return line.size;
    },
  };
}
