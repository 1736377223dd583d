import { describe, expect, it } from 'vitest';
import { searchParsersWarmup, warmSearchParsers } from '../../lib/background/search-path-warmup';

describe('the search path’s parsers warmed before the first search', () => {
  it('sends a sample search and answer that the real parsers take (a sample they refused would warm little)', () => {
    expect(warmSearchParsers()).toBe(true);
  });

  it('runs once, in a task of its own, whichever moment asks first and however often', () => {
    const tasks: Array<() => void> = [];
    const warm = searchParsersWarmup((task) => tasks.push(task));
    warm();
    warm();
    warm();
    expect(tasks).toHaveLength(1);
    tasks[0]?.();
    warm();
    expect(tasks).toHaveLength(1);
  });
});
