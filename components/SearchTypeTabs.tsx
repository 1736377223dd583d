import { useRef } from 'preact/hooks';
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
  const focusTab = (index: number) => {
    const tabs = list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    if (!tabs || tabs.length === 0) return;
    tabs[(index + tabs.length) % tabs.length]?.focus();
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
