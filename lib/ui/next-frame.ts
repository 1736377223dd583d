const waiting = new Set<() => void>();
let frame = 0;

/**
 * Runs `callback` in the next animation frame, together with every other callback asked for
 * before that frame: a hundred site icons become one frame callback and so one render pass,
 * not a hundred. Returns a function that takes the request back (an unmounted icon).
 */
export function inNextFrame(callback: () => void): () => void {
  waiting.add(callback);
  frame ||= requestAnimationFrame(() => {
    frame = 0;
    const due = [...waiting];
    waiting.clear();
    for (const run of due) run();
  });
  return () => {
    waiting.delete(callback);
  };
}
