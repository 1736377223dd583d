/**
 * Runs `task` after the next frame, once the page is idle (requestIdleCallback, at most a second
 * later); where there is no idle callback, a task after the next frame. Returns the cancel.
 * For work the person does not wait for, kept out of the frame that shows what they wait for.
 */
export function whenIdle(task: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => task(), { timeout: 1_000 });
    else timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
