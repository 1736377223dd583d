import { describe, expect, it } from 'vitest';
import { warmAnswerParsers, warmMessageParsers, warmMessageParsersSoon } from '../../lib/background/search-path-warmup';

describe('the search path’s parsers warmed before the first search needs them', () => {
  it('sends a sample message and answer that the real parsers take (a sample they refused would warm little)', () => {
    expect(warmMessageParsers()).toBe(true);
    expect(warmAnswerParsers()).toBe(true);
  });

  it('queues the message’s warm-up in a task of its own, not in the worker’s start', () => {
    const tasks: Array<() => void> = [];
    warmMessageParsersSoon((task) => tasks.push(task));
    expect(tasks).toHaveLength(1);
    expect(() => tasks[0]?.()).not.toThrow();
  });
});
