import { useEffect, useState } from 'preact/hooks';

/**
 * Whether something that has been `active` for `delayMs` should show now (a progress ring: an
 * answer sooner never flashes it). Not a CSS animation delay: with the Reader's ring in the page,
 * waiting for its delay, the frame that showed the page's text began at the display's next tick,
 * not at once (8–9 ms into a later Read here; bench/LOG.md, 2026-11-29 23:31).
 */
export function useShownAfter(active: boolean, delayMs: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => {
      clearTimeout(timer);
      setDue(false);
    };
  }, [active, delayMs]);
  return active && due;
}
