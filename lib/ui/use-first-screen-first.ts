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
    // Effects run once the frame is painted; the rest renders in a task of its own after them,
    // so the painted frame's own tasks (and a key pressed meanwhile) come first.
    const timer = setTimeout(() => setWholeFor(answerId), 0);
    return () => clearTimeout(timer);
  }, [whole, answerId, rendered]);
  return useMemo(() => (whole ? items : items.slice(0, first)), [items, whole, first]);
}
