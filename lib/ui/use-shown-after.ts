import { useEffect, useState } from 'preact/hooks';

/**
 * Whether something that has been `active` for `delayMs` now should show (a progress ring: an
 * answer sooner never flashes it). Not a CSS animation delay: a composited animation that is
 * only waiting keeps the compositor ticking with the display, and the frame that shows the
 * answer then waits for the display's next tick, 8–9 ms in a later Read here (bench/LOG.md,
 * 2026-11-29 23:50). Nothing is mounted, so nothing ticks, until the delay is over.
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
