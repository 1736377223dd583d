import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/** The class every result title link carries, so keyboard navigation can find them. */
export const RESULT_LINK_CLASS = 'result-link';

const NEXT_KEYS = new Set(['ArrowDown', 'j']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'k']);

/**
 * Keydown handler for a results container: ArrowDown/j and ArrowUp/k move focus
 * between result title links (Enter then opens one natively).
 */
export function onResultListKeyDown(event: KeyboardEvent): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
  if (step === 0 || !(event.currentTarget instanceof HTMLElement)) return;
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>(`a.${RESULT_LINK_CLASS}`));
  const index = links.findIndex((link) => link === document.activeElement);
  if (index === -1) return;
  const target = links[index + step];
  // Always swallow the key: an arrow at either end would otherwise scroll the page away.
  event.preventDefault();
  target?.focus();
}

/** Whether typing into this element would be swallowed by a shortcut. */
function isTextField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
    return true;
  }
  return (
    element instanceof HTMLInputElement && !['button', 'submit', 'checkbox', 'radio', 'reset'].includes(element.type)
  );
}

/** `/` focuses the search box (as on most search sites) unless the person is typing in a field. */
export function useSlashToFocus(target: RefObject<HTMLInputElement>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTextField(document.activeElement) || !target.current) return;
      event.preventDefault();
      target.current.focus();
      target.current.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [target]);
}

/**
 * Escape brings focus back to the search box from anywhere in the panel (a result, the
 * options, a related search), ready for the next query. Listened for on the window, so a
 * part of the page that uses Escape itself (the history view, the export menu) handles it
 * first and marks it handled.
 */
export function useEscapeToSearchBox(target: RefObject<HTMLInputElement>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !target.current) return;
      if (document.activeElement === target.current) return;
      event.preventDefault();
      target.current.focus();
      target.current.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [target]);
}
