import { afterEach, describe, expect, it, vi } from 'vitest';
import { inNextFrame } from '../../lib/ui/next-frame';

describe('inNextFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs every callback asked for before a frame in that one frame, except those taken back', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const ran: string[] = [];
    inNextFrame(() => ran.push('a'));
    const takeBack = inNextFrame(() => ran.push('b'));
    inNextFrame(() => ran.push('c'));
    takeBack();
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(ran).toEqual(['a', 'c']);

    // Asked after that frame: the next one.
    inNextFrame(() => ran.push('d'));
    expect(frames).toHaveLength(2);
    frames[1]?.(16);
    expect(ran).toEqual(['a', 'c', 'd']);
  });
});
