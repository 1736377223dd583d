import { useEffect, useMemo, useState } from 'preact/hooks';

/**
 * How many items make a first screen: a tall side panel shows about ten results (the rows of a
 * first screen are also laid out at once, styles.css), and an answer of ten comes whole.
 */
export const FIRST_SCREEN = 10;

/** Image tiles that fill a wide results tab's first screen (a 360 px panel shows about twelve). */
const IMAGE_FIRST_SCREEN = 48;

/** How many items of a list of this type make its first screen. */
export function firstScreenOf(type: string): number {
  return type === 'images' ? IMAGE_FIRST_SCREEN : FIRST_SCREEN;
}

/**
 * Whether the frame that painted an answer's first screen has gone by: false while `waiting` and
 * that frame is still to come, then true (a task queued from the next frame's callback, after
 * the frame that paints the first screen). A new `answerId` waits again. Not waiting is true at once.
 */
export function useFirstScreenPainted(answerId: string, waiting: boolean): boolean {
  const [paintedFor, setPaintedFor] = useState<string>();
  const painted = paintedFor === answerId;
  useEffect(() => {
    if (painted || !waiting) return undefined;
    // An effect usually runs once that frame is painted, but a re-render before it runs the effect
    // early; what waits then came before the first screen was ever painted. So: the next frame's
    // callback, then a task. A hidden page gets no frames: a timeout stands in, as it does for
    // Preact's own effects.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const after = () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      timer ??= setTimeout(() => setPaintedFor(answerId), 0);
    };
    const frame = requestAnimationFrame(after);
    const fallback = setTimeout(after, 100);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(timer);
    };
  }, [painted, waiting, answerId]);
  return painted || !waiting;
}

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
  const long = items.length > first;
  // Until the view is rendered the rest waits, and no frame is asked for yet.
  const painted = useFirstScreenPainted(answerId, long && rendered);
  const whole = !long || (rendered && painted);
  return useMemo(() => (whole ? items : items.slice(0, first)), [items, whole, first]);
}
