import { describe, expect, it } from 'vitest';
import { warmSearchParsers, warmSearchParsersSoon } from '../../lib/background/search-path-warmup';

describe('the search path’s parsers warmed before the first search', () => {
  it('sends a sample search and answer that the real parsers take (a sample they refused would warm little)', () => {
    expect(warmSearchParsers()).toBe(true);
  });

  it('is queued in a task of its own, not run in the worker’s start', () => {
    const tasks: Array<() => void> = [];
    warmSearchParsersSoon((task) => tasks.push(task));
    expect(tasks).toHaveLength(1);
    expect(() => tasks[0]?.()).not.toThrow();
  });
});
