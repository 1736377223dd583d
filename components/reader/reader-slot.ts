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
 * createContext would add its code to every page's start-up bundle (see usePageWindow).
 */
let current: ReaderActions | undefined;

export const readerSlot = {
  set(actions: ReaderActions | undefined): void {
    current = actions;
  },
  /** The Reader for a result of `type`, or none (no reader, or the type does not read here). */
  for(type: SearchType): ReaderActions | undefined {
    return current && isReadableType(type) ? current : undefined;
  },
};
