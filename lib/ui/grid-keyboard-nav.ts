import { RESULT_LINK_CLASS } from './use-result-keyboard-nav';

/**
 * Where a key moves focus in a grid of `count` cells laid out `columns` to a row (the APG grid
 * pattern's keys): left and right one cell, up and down one row, Home and End to the row's
 * ends, Ctrl+Home and Ctrl+End to the first and last cell; j and k as in the lists. `undefined`
 * for a key that does not move; the edges hold (no wrapping: a screen reader user would not
 * know they had wrapped).
 */
export function gridTarget(
  index: number,
  key: string,
  count: number,
  columns: number,
  ctrl = false,
): number | undefined {
  const cols = Math.max(1, columns);
  const rowStart = index - (index % cols);
  let next: number;
  switch (key) {
    case 'ArrowRight':
    case 'j':
      next = index + 1;
      break;
    case 'ArrowLeft':
    case 'k':
      next = index - 1;
      break;
    case 'ArrowDown':
      next = index + cols;
      break;
    case 'ArrowUp':
      next = index - cols;
      break;
    case 'Home':
      next = ctrl ? 0 : rowStart;
      break;
    case 'End':
      next = ctrl ? count - 1 : Math.min(rowStart + cols - 1, count - 1);
      break;
    default:
      return undefined;
  }
  return Math.min(Math.max(next, 0), count - 1);
}

/**
 * How many cells share the first cell's row, as laid out now (the grid reflows with the panel's
 * width). Read from each cell's item box: a tile's contents may be skipped until scrolled to
 * (content-visibility), and its link's offsetTop is relative to the tile itself.
 */
function columnsOf(cells: readonly HTMLElement[]): number {
  const topOf = (cell: HTMLElement) => (cell.closest('li') ?? cell).getBoundingClientRect().top;
  const top = cells[0] === undefined ? 0 : topOf(cells[0]);
  let columns = 0;
  for (const cell of cells) {
    if (Math.abs(topOf(cell) - top) > 1) break;
    columns += 1;
  }
  return Math.max(1, columns);
}

/** Keydown handler for a grid of result links (the images): arrows move in two dimensions, Enter opens. */
export function onResultGridKeyDown(event: KeyboardEvent): void {
  if (event.altKey || event.metaKey || !(event.currentTarget instanceof HTMLElement)) return;
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>(`a.${RESULT_LINK_CLASS}`));
  const index = links.findIndex((link) => link === document.activeElement);
  if (index === -1) return;
  const target = gridTarget(index, event.key, links.length, columnsOf(links), event.ctrlKey);
  if (target === undefined || (event.ctrlKey && event.key !== 'Home' && event.key !== 'End')) return;
  event.preventDefault();
  links[target]?.focus();
}
