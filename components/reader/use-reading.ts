import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ReadOutcome } from '../../lib/search/read-message';
import { isPageCached, readPage } from '../../lib/ui/read-requests';
import { useReaderAvailable } from '../../lib/ui/use-reader-available';
import { readerSlot, type ReaderActions, type ReadTarget } from './reader-slot';

/** A result being read here, and where to come back to. */
export interface Reading {
  target: ReadTarget;
  /** What had the focus (the result's menu button): it gets it back. */
  trigger: HTMLElement | null;
  /** Where the list was scrolled to. */
  scrollY: number;
  /** The read, sent in the click on Read here. */
  started: Promise<ReadOutcome>;
}

/**
 * Sends a read of `target` from the side panel now. Read here calls it in its click, before the
 * Reader renders: the request is on its way while the Reader's first frame is built. Sent from the
 * Reader's own layout effect, it left after that render and the layout its focus forces: 1.5–3 ms
 * into every read (bench/LOG.md, 2026-11-29 23:31).
 */
export function startRead(
  target: ReadTarget,
  searchId: string,
  extra: { overBudgetOk?: boolean } = {},
): Promise<ReadOutcome> {
  return readPage({ url: target.url, title: target.title, searchId, source: 'sidepanel', ...extra });
}

/**
 * The Reader of an answer's view (`answerId`): the page being read, if any, offered to the result
 * menus below through the reader slot while a reader is set up, and the way back to the list.
 */
export function useReading(answerId: string) {
  const [reading, setReading] = useState<Reading>();
  const readerAvailable = useReaderAvailable();
  // Read here reads for the answer on screen; the actions stay one object, so the slot is set once.
  const answer = useRef(answerId);
  answer.current = answerId;
  const readerActions = useMemo<ReaderActions>(
    () => ({
      read: (target, trigger) => {
        const started = startRead(target, answer.current);
        setReading({ target, trigger, scrollY: window.scrollY, started });
      },
      isCached: isPageCached,
    }),
    [],
  );
  // The result menus below find the Reader here while a reader is set up (before the frame paints).
  useLayoutEffect(() => {
    readerSlot.set(readerAvailable ? readerActions : undefined);
    return () => readerSlot.set(undefined);
  }, [readerAvailable, readerActions]);
  const backToResults = () => {
    const left = reading;
    setReading(undefined);
    if (!left) return;
    // After the list is shown again: where it was, with the focus on the row it was left from.
    requestAnimationFrame(() => {
      window.scrollTo(0, left.scrollY);
      if (left.trigger?.isConnected) left.trigger.focus({ preventScroll: true });
    });
  };
  return { reading, backToResults };
}
