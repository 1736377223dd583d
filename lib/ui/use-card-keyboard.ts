import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/**
 * The card's keyboard: in a page, the card has it — the person asked for the card, and Escape
 * must reach it — and Escape closes it. The card's region takes focus once its first frame is
 * painted, and again when its frame is given focus (its in-page script does so once the page
 * loaded) with nothing in it focused: a focus() made before the frame could take it is lost.
 */
export function useCardKeyboard(root: RefObject<HTMLElement>, injected: boolean, close: () => void): void {
  useEffect(() => {
    const takeKeyboard = () => {
      const active = document.activeElement;
      if (injected && (active === null || active === document.body)) root.current?.focus();
    };
    // After the frame that shows the card, not in this effect: focus() makes the browser compute
    // the page's style and layout there and then, and Preact runs this effect before the card's
    // next render when that comes first (the answer, when it was in before the app ran), which
    // put that work between the answer and its paint (a trace of the card: 1–4 ms; issue 42).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(takeKeyboard, 0)));
    const onKey = (event: KeyboardEvent) => {
      if (event.isTrusted && event.key === 'Escape') close();
    };
    // On the key's release: the frame goes with the card, and a key still held down would be
    // left without the frame it was pressed in.
    document.addEventListener('keyup', onKey);
    window.addEventListener('focus', takeKeyboard);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('keyup', onKey);
      window.removeEventListener('focus', takeKeyboard);
    };
  }, []);
}
