import { useState } from 'preact/hooks';
import type { Ref } from 'preact';
import type { SearchRequest } from '../lib/api/search-options';
import { normalizeRequest } from '../lib/api/normalize-request';
import { inputFromFields, type OptionFields } from '../lib/ui/search-fields';
import { SearchOptionsFields, optionFieldId } from './SearchOptionsFields';
import { QueryCombobox } from './QueryCombobox';
import { t } from '../lib/i18n/messages';

export interface SearchFormValue {
  query: string;
  options: OptionFields;
}

export interface SearchFormProps {
  value: SearchFormValue;
  onChange: (next: SearchFormValue) => void;
  /**
   * Called synchronously inside the submit event with a valid, normalized request,
   * so a caller can still use the user gesture (sidePanel.open).
   */
  onSearch: (request: SearchRequest) => void;
  /** False while searching is impossible (no API key): Enter and the button do nothing. */
  canSubmit?: boolean;
  idPrefix: string;
  queryRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** The query box, the Search button and the options; validates before anything is sent. */
export function SearchForm({
  value,
  onChange,
  onSearch,
  canSubmit = true,
  idPrefix,
  queryRef,
  autoFocus,
}: SearchFormProps) {
  const [problem, setProblem] = useState<string>();
  const queryId = `${idPrefix}-query`;

  /** Synchronous from the key press or click to onSearch: the caller may need the gesture. */
  const searchFor = (query: string) => {
    if (!canSubmit) return;
    const normalized = hasUnreadableNumber(idPrefix)
      ? normalizeRequest({ query, numberOfResults: 'not a number' })
      : normalizeRequest(inputFromFields(query, value.options));
    if (!normalized.ok) {
      setProblem(normalized.error.message);
      const fieldId = optionFieldId(idPrefix, normalized.error.field) ?? queryId;
      document.getElementById(fieldId)?.focus();
      return;
    }
    setProblem(undefined);
    onSearch(normalized.value);
  };
  const submit = (event: Event) => {
    event.preventDefault();
    searchFor(value.query);
  };

  return (
    <form class="search-form" role="search" onSubmit={submit} noValidate>
      <label class="visually-hidden" for={queryId}>
        {t('searchQueryLabel')}
      </label>
      <div class="query-row">
        <QueryCombobox
          id={queryId}
          value={value.query}
          onInput={(query) => onChange({ ...value, query })}
          onChoose={(query) => {
            onChange({ ...value, query });
            searchFor(query);
          }}
          inputRef={queryRef}
          autoFocus={autoFocus}
        />
        <button type="submit" class="primary" disabled={!canSubmit}>
          {t('searchButton')}
        </button>
      </div>
      <SearchOptionsFields
        value={value.options}
        onChange={(options) => onChange({ ...value, options })}
        idPrefix={idPrefix}
      />
      {problem !== undefined && (
        <p class="form-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/**
 * A number input whose text is not a number reports its value as '' (which would
 * silently mean "default"); its validity says what really happened.
 */
function hasUnreadableNumber(idPrefix: string): boolean {
  const input = document.getElementById(optionFieldId(idPrefix, 'numberOfResults') ?? '');
  return input instanceof HTMLInputElement && input.validity.badInput;
}
