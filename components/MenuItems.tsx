import type { RefObject } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';

/** One item of a menu: its text and what choosing it does. */
export interface MenuChoice {
  label: string;
  act: () => void;
}

export interface MenuItemsProps {
  /** The button's name. */
  label: string;
  open: boolean;
  onOpen: (open: boolean) => void;
  buttonRef: RefObject<HTMLButtonElement>;
  choices: readonly MenuChoice[];
}

/**
 * A menu button (WAI-ARIA APG "menu button"): the button opens a menu of items; Enter, Space or
 * ArrowDown on it opens the menu on the first item, ArrowUp on the last; in the menu the arrow
 * keys, Home and End move, Enter or Space chooses, Escape closes it back to the button, and Tab
 * or a click elsewhere closes it.
 */
export function MenuItems({ label, open, onOpen, buttonRef, choices }: MenuItemsProps) {
  const menuId = useId();
  const menuRef = useRef<HTMLUListElement>(null);
  const startAt = useRef(0);
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (open) focusItem(startAt.current);
  }, [open]);

  const openAt = (index: number) => {
    startAt.current = index;
    onOpen(true);
  };
  const close = () => {
    onOpen(false);
    buttonRef.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') onOpen(false);
  };

  return (
    <div
      class="menu-button"
      onFocusOut={(event) => {
        // Focus gone outside the button and its menu (a click elsewhere, Tab): the menu closes.
        const next = event.relatedTarget as Node | null;
        if (open && !(event.currentTarget as HTMLElement).contains(next)) onOpen(false);
      }}
    >
      <button
        type="button"
        class="small"
        ref={buttonRef}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={menuId}
        onClick={() => (open ? onOpen(false) : openAt(0))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          openAt(event.key === 'ArrowDown' ? 0 : choices.length - 1);
        }}
      >
        {label}
      </button>
      <ul
        id={menuId}
        ref={menuRef}
        role="menu"
        aria-label={label}
        class="menu-list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {choices.map((choice) => (
          <li key={choice.label} role="none">
            <button type="button" role="menuitem" tabIndex={-1} class="menu-item" onClick={choice.act}>
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
