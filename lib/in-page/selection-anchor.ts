import type { Box } from './placement';

/** What the card is placed beside: the selected words (or the text field that holds them). */
export interface SelectionAnchor {
  /** Their box now, in viewport coordinates: read again as the page scrolls. */
  box(): Box;
  /** Whether the box follows something on the page (false: no selection, the card sits at the top). */
  live: boolean;
  direction: 'ltr' | 'rtl';
}

/**
 * The page's selection as a place on screen. A text field keeps its selection apart from the
 * document's, so a focused field is the anchor — with selected text, or with only its caret (the
 * quick box, issue 41); else the selection's range (copied, so the page changing its selection
 * later does not move the card), or the caret in editable text. Without any, the card sits at
 * the top of the viewport, centred.
 */
export function selectionAnchor(win: Window): SelectionAnchor {
  const doc = win.document;
  const active = doc.activeElement;
  if ((active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement) && active.selectionStart !== null) {
    return { box: () => active.getBoundingClientRect(), live: true, direction: directionOf(win, active) };
  }
  const selection = win.getSelection();
  if (selection && selection.rangeCount > 0) {
    const range = selection.getRangeAt(0).cloneRange();
    const rect = range.getBoundingClientRect();
    const node = range.startContainer;
    const element = node instanceof Element ? node : node.parentElement;
    const caret = selection.isCollapsed && element instanceof HTMLElement && element.isContentEditable;
    if ((!selection.isCollapsed && (rect.width > 0 || rect.height > 0)) || (caret && rect.height > 0)) {
      return { box: () => range.getBoundingClientRect(), live: true, direction: directionOf(win, element) };
    }
  }
  return {
    box: () => ({ top: 0, left: Math.max(0, (win.innerWidth - 360) / 2), width: 360, height: 0 }),
    live: false,
    direction: 'ltr',
  };
}

function directionOf(win: Window, element: Element | null): 'ltr' | 'rtl' {
  return element && win.getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}
