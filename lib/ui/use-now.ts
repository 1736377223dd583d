import { useEffect, useState } from 'preact/hooks';

/**
 * The current time, refreshed every `intervalMs`, so texts such as "fetched 3 minutes
 * ago" stay true while a page stays open.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
