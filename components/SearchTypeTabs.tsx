import { useEffect, useRef } from 'preact/hooks';
import { SEARCH_TYPES, searchTypeLabel, type SearchType } from '../lib/api/search-options';
import { t } from '../lib/i18n/messages';

export interface SearchTypeTabsProps {
  value: SearchType;
  /** A tab was chosen (click, Enter or Space on it). */
  onChoose: (type: SearchType) => void;
  idPrefix: string;
  /** The id of the results it controls, where the page shows them. */
  controls?: string;
}

/**
 * The search type as tabs (WAI-ARIA APG tabs, manual activation): arrow keys, Home and End
 * move the focus between the tabs; Enter, Space or a click chooses one. Choosing may run a
 * search, which costs credits — so moving through the tabs never does (APG: manual activation
 * where showing a tab's panel is costly). One tab is in the tab order: the chosen one.
 */
export function SearchTypeTabs({ value, onChoose, idPrefix, controls }: SearchTypeTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  // The chosen tab in sight, even when the row scrolls (a search of a type far along the row was
  // shown).
  useEffect(() => reveal(list.current, list.current?.querySelector('[aria-selected="true"]')), [value]);
  const focusTab = (index: number) => {
    const tabs = list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    if (!tabs || tabs.length === 0) return;
    const tab = tabs[(index + tabs.length) % tabs.length];
    tab?.focus();
    // Focus leaves a tab cut by the row's edge as it is: show it whole.
    reveal(list.current, tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined || at === -1) return;
    event.preventDefault();
    focusTab(next);
  };
  return (
    <div role="tablist" aria-label={t('searchTypeLabel')} class="type-tabs" ref={list} onKeyDown={onKeyDown}>
      {SEARCH_TYPES.map((type) => {
        const selected = type === value;
        return (
          <button
            key={type}
            type="button"
            role="tab"
            id={`${idPrefix}-type-${type}`}
            aria-selected={selected ? 'true' : 'false'}
            {...(controls !== undefined && { 'aria-controls': controls })}
            tabIndex={selected ? 0 : -1}
            class="type-tab"
            onClick={() => onChoose(type)}
          >
            {searchTypeLabel(type)}
          </button>
        );
      })}
    </div>
  );
}

/** Scrolls the row sideways (never the page) so that the tab is wholly in sight. */
function reveal(strip: HTMLElement | null, tab: Element | null | undefined): void {
  const shown = tab?.getBoundingClientRect();
  const bounds = strip?.getBoundingClientRect();
  if (!strip || !shown || !bounds) return;
  if (shown.left < bounds.left) strip.scrollLeft -= bounds.left - shown.left;
  else if (shown.right > bounds.right) strip.scrollLeft += shown.right - bounds.right;
}
