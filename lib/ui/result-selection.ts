import { useEffect, useState } from 'preact/hooks';

/*
 * Which results are ticked to open in tabs together (issue 41, Open in tabs → Selected): one
 * selection per page, since a page shows one answer at a time, kept in a module rather than a
 * Preact context (as readerSlot is: createContext would weigh on every page's start). Off until
 * the person asks for it; then every row shows a checkbox, found by keyboard like any control.
 */

export interface ResultSelection {
  /** Whether the rows show their checkboxes. */
  active: boolean;
  /** The answer the ticks belong to: another answer starts with none. */
  answerId: string | undefined;
  /** The ticked results' pages, by address. */
  links: ReadonlySet<string>;
}

let current: ResultSelection = { active: false, answerId: undefined, links: new Set() };
const listeners = new Set<() => void>();

function change(next: ResultSelection): void {
  current = next;
  for (const listener of listeners) listener();
}

export const resultSelection = {
  get: (): ResultSelection => current,
  /** The answer on screen: its own selection (none ticked, the mode off, when it is another). */
  showing(answerId: string): void {
    if (current.answerId !== answerId) change({ active: false, answerId, links: new Set() });
  },
  start(): void {
    change({ ...current, active: true });
  },
  /** Leaves the mode, the ticks with it. */
  stop(): void {
    change({ ...current, active: false, links: new Set() });
  },
  tick(link: string, ticked: boolean): void {
    const links = new Set(current.links);
    if (ticked) links.add(link);
    else links.delete(link);
    change({ ...current, links });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The page's selection, re-rendering the component when it changes. */
export function useResultSelection(): ResultSelection {
  const [selection, setSelection] = useState(current);
  useEffect(() => {
    setSelection(current);
    return resultSelection.subscribe(() => setSelection(current));
  }, []);
  return selection;
}
