import { useLayoutEffect, useState } from 'preact/hooks';
import type { SearchType } from '../../lib/api/search-options';
import { isReadableType } from '../../lib/api/result-types';

/** A result to read here: its page and the title it was shown with. */
export interface ReadTarget {
  url: string;
  title: string;
}

/** What a result's menu may do with Read here. */
export interface ReaderActions {
  /** Shows the page in the Reader; `trigger` takes the focus back on Back to results. */
  read: (target: ReadTarget, trigger: HTMLElement | null) => void;
  /** Whether reading the page would come from the cache (Read here's cost); nothing is sent. */
  isCached: (url: string) => Promise<boolean>;
}

/**
 * The Reader of the answer on screen, for the result menus below it: set by the answer's view
 * (SuccessView) while a reader is set up, cleared when it goes. A module's slot rather than a
 * Preact context: a page shows one answer at a time, menus read it only when opened, and
 * createContext would add its code to every page's start-up bundle (see usePageWindow). A menu
 * open while it changes follows it (useReaderFor): the answer's view learns whether a reader is
 * set up from storage, after its first frame, and a menu opened in between must not stay
 * without Read here (seen on a busy machine: a keyboard opened it first).
 */
let current: ReaderActions | undefined;
/** Bumped on every change: a menu that rendered before a change sees it when it subscribes. */
let version = 0;
const listeners = new Set<() => void>();

export const readerSlot = {
  set(actions: ReaderActions | undefined): void {
    if (actions === current) return;
    current = actions;
    version += 1;
    for (const listener of [...listeners]) listener();
  },
  /** The Reader for a result of `type`, or none (no reader, or the type does not read here). */
  for(type: SearchType): ReaderActions | undefined {
    return current && isReadableType(type) ? current : undefined;
  },
};

/** In an open menu: the Reader for a result of `type`, rendered again whenever the slot changes. */
export function useReaderFor(open: boolean, type: SearchType): ReaderActions | undefined {
  const [, setSeen] = useState(version);
  const seen = version;
  useLayoutEffect(() => {
    if (!open) return;
    const update = () => setSeen(version);
    listeners.add(update);
    if (version !== seen) update();
    return () => void listeners.delete(update);
  }, [open]);
  return open ? readerSlot.for(type) : undefined;
}
