import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';

/*
 * The results-painted mark is the first task after the frame that shows the results: it must not
 * wait for the components' effects, which Preact runs in a task after that same frame (issue 42:
 * the card's effects put 2–6 ms between its paint and its mark). The browser's frame is played
 * here by hand: its callbacks run in the order they were asked for, as a browser's do.
 */
const frameCallbacks: FrameRequestCallback[] = [];
Object.assign(globalThis, {
  requestAnimationFrame: (callback: FrameRequestCallback) => frameCallbacks.push(callback),
  cancelAnimationFrame: () => undefined,
});
const { document } = parseHTML('<html><body><main></main></body></html>');
Object.assign(globalThis, { document });
// Imported after the frame exists: Preact's hooks look for requestAnimationFrame when they load.
const { h, render } = await import('preact');
const { useEffect } = await import('preact/hooks');
const { PERF_MARKS, useResultsMarks } = await import('../../lib/ui/perf-marks');

describe('the results-painted mark', () => {
  it('comes in the first task after the results’ frame, before the effects Preact runs after it', async () => {
    const paintedWhenEffectsRan: number[] = [];
    const Row = () => {
      useEffect(() => {
        paintedWhenEffectsRan.push(performance.getEntriesByName(PERF_MARKS.resultsPainted).length);
      }, []);
      return h('li', null, 'a result');
    };
    const Results = ({ id }: { id: string }) => {
      useResultsMarks(id);
      return h('ul', null, h(Row, null));
    };
    render(h(Results, { id: 'search-1' }), document.querySelector('main') as unknown as Element);
    expect(performance.getEntriesByName(PERF_MARKS.resultsCommitted)).toHaveLength(1);
    expect(performance.getEntriesByName(PERF_MARKS.resultsPainted)).toHaveLength(0);
    // The frame: every callback asked for, in order; then the tasks they queued.
    for (const callback of frameCallbacks.splice(0)) callback(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paintedWhenEffectsRan).toEqual([1]);
    expect(performance.getEntriesByName(PERF_MARKS.resultsFrame)).toHaveLength(1);
  });
});
