import { describe, expect, it } from 'vitest';
import { imageLoadSlots } from '../../lib/ui/image-load-slots';

/** Slots are handed out in a microtask: let it run. */
const handedOut = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('imageLoadSlots', () => {
  it('starts at most `limit` loads; the others wait their turn, first asked first served', async () => {
    const slots = imageLoadSlots(2);
    const started: string[] = [];
    const giveBack = ['a', 'b', 'c', 'd'].map((name) => slots.take(() => started.push(name)));
    expect(started).toEqual([]);
    await handedOut();
    expect(started).toEqual(['a', 'b']);
    expect([slots.inFlight, slots.waiting]).toEqual([2, 2]);

    giveBack[1]?.(); // b loaded: c's turn
    await handedOut();
    expect(started).toEqual(['a', 'b', 'c']);
    giveBack[0]?.(); // a failed: d's turn
    await handedOut();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect([slots.inFlight, slots.waiting]).toEqual([2, 0]);
  });

  it('a load that leaves the line before its turn never starts, and frees no slot it did not hold', async () => {
    const slots = imageLoadSlots(1);
    const started: string[] = [];
    const first = slots.take(() => started.push('first'));
    const scrolledAway = slots.take(() => started.push('scrolled away'));
    slots.take(() => started.push('third'));
    await handedOut();
    scrolledAway();
    expect(slots.inFlight).toBe(1);
    first();
    await handedOut();
    expect(started).toEqual(['first', 'third']);
    expect([slots.inFlight, slots.waiting]).toEqual([1, 0]);
  });

  it('giving a slot back twice frees it once', async () => {
    const slots = imageLoadSlots(1);
    const started: string[] = [];
    const first = slots.take(() => started.push('first'));
    slots.take(() => started.push('second'));
    slots.take(() => started.push('third'));
    await handedOut();
    first();
    first();
    await handedOut();
    expect(started).toEqual(['first', 'second']);
    expect(slots.inFlight).toBe(1);
  });

  it('a view replaced at once: its pictures give their places back together, and none of them is started', async () => {
    const slots = imageLoadSlots(2);
    const started: string[] = [];
    const grid = ['a', 'b', 'c', 'd', 'e'].map((name) => slots.take(() => started.push(name)));
    await handedOut();
    expect(started).toEqual(['a', 'b']);
    slots.take(() => started.push('next view'));
    for (const giveBack of grid) giveBack(); // the grid unmounts, one picture after the other
    await handedOut();
    expect(started).toEqual(['a', 'b', 'next view']);
  });

  it('thousands asked at once: never more than the limit in flight, and every one has its turn', async () => {
    const slots = imageLoadSlots(6);
    const running = new Set<number>();
    let most = 0;
    let startedCount = 0;
    const giveBacks = Array.from({ length: 5000 }, (_, index) =>
      slots.take(() => {
        running.add(index);
        startedCount += 1;
        most = Math.max(most, running.size);
      }),
    );
    // Every load ends in turn (the oldest first), giving its slot to the next in line.
    for (const [index, giveBack] of giveBacks.entries()) {
      await handedOut();
      running.delete(index);
      giveBack();
    }
    await handedOut();
    expect(most).toBe(6);
    expect(startedCount).toBe(5000);
    expect([slots.inFlight, slots.waiting]).toEqual([0, 0]);
  });
});
