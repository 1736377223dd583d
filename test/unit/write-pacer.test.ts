import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWritePacer, nextWriteAt } from '../../lib/storage/write-pacer';

const CHROME = { perMinute: 120, perHour: 1_800 };
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** The most writes any window of `span` ms holds. */
function busiest(times: readonly number[], span: number): number {
  let most = 0;
  for (let start = 0, end = 0; end < times.length; end += 1) {
    while (times[end]! - times[start]! >= span) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

describe('when the next write may go', () => {
  it.each([
    ['no writes yet', [], 1_000, 1_000],
    ['a few writes: at once', [0, 10, 20], 1_000, 1_000],
    [
      'the minute full: when its oldest write leaves it',
      Array.from({ length: 120 }, (_, i) => i * 100),
      12_000,
      MINUTE,
    ],
    ['the minute full long ago: at once', Array.from({ length: 120 }, (_, i) => i * 100), 70_000, 70_000],
    [
      'the hour full: when its oldest write leaves it',
      Array.from({ length: 1_800 }, (_, i) => i * 1_000),
      1_800_000,
      HOUR,
    ],
  ])('%s', (_, history, at, expected) => {
    expect(nextWriteAt(history, at, CHROME)).toBe(expected);
  });
});

describe('the write pacer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the requests made while a write waits join it', async () => {
    const write = vi.fn(() => Promise.resolve());
    const pacer = createWritePacer({ caps: CHROME, settleMs: 1_000, write });
    for (let i = 0; i < 20; i += 1) {
      pacer.request();
      await vi.advanceTimersByTimeAsync(30);
    }
    await vi.advanceTimersByTimeAsync(2_000);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('writes again when asked during a write, after it', async () => {
    let finish: () => void = () => undefined;
    const write = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const pacer = createWritePacer({ caps: CHROME, settleMs: 100, write });
    pacer.request();
    await vi.advanceTimersByTimeAsync(150);
    pacer.request();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(write).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(150);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('with a change every 200 ms for three hours, never passes 120 writes in a minute or 1,800 in an hour', async () => {
    const times: number[] = [];
    const pacer = createWritePacer({
      caps: CHROME,
      settleMs: 100,
      write: () => {
        times.push(Date.now());
        return Promise.resolve();
      },
    });
    for (let at = 0; at < 3 * HOUR; at += 200) {
      pacer.request();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(busiest(times, MINUTE)).toBe(120);
    expect(busiest(times, HOUR)).toBe(1_800);
    // …and it kept writing all along, as fast as the caps allow.
    expect(times.length).toBeGreaterThan(3 * 1_800 - 10);
  });

  it('writes nothing before the moment a refusal set', async () => {
    const write = vi.fn(() => Promise.resolve());
    const pacer = createWritePacer({ caps: CHROME, settleMs: 100, write });
    pacer.request();
    pacer.holdUntil(MINUTE);
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
