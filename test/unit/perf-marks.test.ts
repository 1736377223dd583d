import { afterEach, describe, expect, it } from 'vitest';
import { MARKS_KEPT, PERF_MARKS, perfMark } from '../../lib/ui/perf-marks';

afterEach(() => performance.clearMarks());

describe('the pages’ performance marks', () => {
  it('keeps at most the latest hundred of a name, with their ids: a long session does not keep every search’s', () => {
    for (let search = 1; search <= MARKS_KEPT * 10 + 5; search += 1) {
      perfMark(PERF_MARKS.resultsRender, `search-${search}`);
      perfMark(PERF_MARKS.resultsPainted, `search-${search}`);
      const kept = performance.getEntriesByName(PERF_MARKS.resultsRender);
      expect(kept.length).toBeLessThanOrEqual(MARKS_KEPT);
      // The search just marked can always be read, render and paint alike.
      for (const name of [PERF_MARKS.resultsRender, PERF_MARKS.resultsPainted]) {
        const last = performance.getEntriesByName(name).at(-1) as PerformanceMark | undefined;
        expect(last?.detail).toEqual({ id: `search-${search}` });
      }
    }
    expect(performance.getEntriesByName(PERF_MARKS.resultsPainted)).toHaveLength(5);
  });

  it('leaves other names alone when one is cleared', () => {
    performance.mark('someone-else');
    for (let search = 0; search <= MARKS_KEPT; search += 1) perfMark(PERF_MARKS.readerPainted, String(search));
    expect(performance.getEntriesByName('someone-else')).toHaveLength(1);
    expect(performance.getEntriesByName(PERF_MARKS.readerPainted)).toHaveLength(1);
  });
});
