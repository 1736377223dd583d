import { useEffect, useMemo, useState } from 'preact/hooks';

/**
 * How many items make a first screen: a tall side panel shows about ten results (the rows of a
 * first screen are also laid out at once, styles.css), and an answer of ten comes whole.
 */
export const FIRST_SCREEN = 10;

/**
 * The items of an answer to render now: a new answer's first screen first, and the rest in a task
 * after that screen has been painted (issue 29: the first screen rendered before the rest). An
 * answer that grows (More results) is shown whole: its first screen is on screen already.
 * `answerId` names the answer; the returned list keeps its identity while nothing changes.
 */
export function useFirstScreenFirst<T>(
  items: readonly T[],
  answerId: string,
  first = FIRST_SCREEN,
  /** False while the list's view is still loading: the rest waits until its first screen is rendered. */
  rendered = true,
): readonly T[] {
  const [wholeFor, setWholeFor] = useState<string>();
  const whole = wholeFor === answerId || items.length <= first;
  useEffect(() => {
    if (whole || !rendered) return undefined;
    // The rest renders in a task queued from the next frame's callback: after the frame that
    // paints the first screen. (An effect usually runs once that frame is painted, but a re-render
    // before it runs the effect early; the rest then came before the first screen was ever painted.)
    // A hidden page gets no frames: a timeout stands in, as it does for Preact's own effects.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rest = () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      timer ??= setTimeout(() => setWholeFor(answerId), 0);
    };
    const frame = requestAnimationFrame(rest);
    const fallback = setTimeout(rest, 100);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(timer);
    };
  }, [whole, answerId, rendered]);
  return useMemo(() => (whole ? items : items.slice(0, first)), [items, whole, first]);
}
