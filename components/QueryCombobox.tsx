import { useState } from 'preact/hooks';
import type { Ref } from 'preact';
import { useQuerySuggestions } from '../lib/ui/use-query-suggestions';
import { t } from '../lib/i18n/messages';

export interface QueryComboboxProps {
  id: string;
  value: string;
  onInput: (query: string) => void;
  /** A suggestion was chosen (Enter on it, or a click): search for it at once. */
  onChoose: (query: string) => void;
  inputRef?: Ref<HTMLInputElement> | undefined;
  autoFocus?: boolean | undefined;
}

/**
 * The query box with suggestions from the person's own past searches, as an ARIA combobox
 * (WAI-ARIA APG "list autocomplete"): typing lists matching past queries; Down and Up move
 * through them (the box keeps focus, aria-activedescendant names the option); Enter searches
 * the one chosen, Enter in the box searches its text and closes the list; Escape closes the list.
 * Down in an empty box lists the latest searches.
 */
export function QueryCombobox({ id, value, onInput, onChoose, inputRef, autoFocus }: QueryComboboxProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useQuerySuggestions(value, open);
  const listId = `${id}-suggestions`;
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (query: string) => {
    close();
    onChoose(query);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(-1);
        return;
      }
      const count = suggestions.length;
      // Down from the last option wraps to the first; Up from the first returns to the box
      // (-1), and Up from the box goes to the last.
      setActive((index) =>
        event.key === 'ArrowDown' ? (index + 1 >= count ? 0 : index + 1) : index - 1 < -1 ? count - 1 : index - 1,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active] !== undefined) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Enter' && open) {
      // The box's own text is searched (the form submits): the list closes, as an address bar's
      // does, rather than stay over the answer and ask again when the history records the search.
      close();
    } else if (event.key === 'Escape' && expanded) {
      // Handled: the page's own Escape (focus the search box) has nothing left to do.
      event.preventDefault();
      close();
    }
  };

  return (
    <div class="query-combobox">
      <input
        id={id}
        ref={inputRef}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded ? 'true' : 'false'}
        aria-controls={listId}
        {...(expanded && active >= 0 && { 'aria-activedescendant': optionId(active) })}
        value={value}
        onInput={(event) => {
          onInput(event.currentTarget.value);
          setOpen(event.currentTarget.value.trim() !== '');
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        placeholder={t('searchPlaceholder')}
        autocomplete="off"
        autoFocus={autoFocus}
        enterKeyHint="search"
      />
      <ul id={listId} role="listbox" aria-label={t('suggestionsLabel')} class="suggestions" hidden={!expanded}>
        {expanded &&
          suggestions.map((query, index) => (
            <li
              key={query}
              id={optionId(index)}
              role="option"
              aria-selected={index === active ? 'true' : 'false'}
              class={index === active ? 'suggestion active' : 'suggestion'}
              // Pressed, not clicked: the box would lose focus (and close the list) before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(query);
              }}
            >
              {query}
            </li>
          ))}
      </ul>
    </div>
  );
}
