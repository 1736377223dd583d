import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * An inline "are you sure?" (rather than window.confirm, so it matches the page and keeps
 * focus in place): focus goes to the safe answer when asked and back to the button after;
 * Escape answers "no" (preventDefault tells an enclosing view not to close as well).
 */
export function useInlineConfirm() {
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (asked.current) startRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    startRef,
    cancelRef,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setConfirming(false);
    },
  };
}
