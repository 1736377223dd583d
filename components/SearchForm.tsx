import { useMemo, useState } from 'preact/hooks';
import type { ComponentChildren, ComponentType, Ref } from 'preact';
import type { SearchOptions, SearchRequest, SearchType } from '../lib/api/search-options';
import { normalizeRequest } from '../lib/api/normalize-request';
import { inputFromFields, optionFieldId, type SearchOptionFields } from '../lib/ui/search-fields';
import { searchBegun } from '../lib/ui/search-requests';
import { QueryCombobox } from './QueryCombobox';
import { SearchTypeTabs } from './SearchTypeTabs';
import { SearchOptionsDisclosure } from './SearchOptionsDisclosure';
import { t } from '../lib/i18n/messages';

export interface SearchFormValue {
  query: string;
  type: SearchType;
  options: SearchOptionFields;
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
  /** The person's default options, which the folded options' summary leaves out. */
  defaults?: SearchOptions;
  /**
   * A type tab was chosen. By default it only selects the type for the next search; a page that
   * shows results searches the same query as that type (the cache first).
   */
  onTypeChoose?: (type: SearchType) => void;
  /** The id of the results the type tabs control, where the page shows them. */
  resultsId?: string;
  /**
   * Says what the search would cost (SearchCost), beside the button that describes itself by it.
   * Passed in so a page whose byte budget is tight (the popup) can load it after its first paint.
   */
  Cost?: ComponentType<{ request: SearchRequest }> | undefined;
  /** Controls of the page on the options' row (the side panel's History), so they take no line of their own. */
  beside?: ComponentChildren;
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
  defaults = {},
  onTypeChoose,
  resultsId,
  beside,
  Cost,
}: SearchFormProps) {
  const [problem, setProblem] = useState<string>();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [focusField, setFocusField] = useState<string>();
  const queryId = `${idPrefix}-query`;
  const costId = `${idPrefix}-cost`;
  // The search the button would send now, for its expected cost; none while the form could not send one.
  const costRequest = useMemo(() => {
    if (!canSubmit) return undefined;
    const normalized = normalizeRequest({ ...inputFromFields(value.query, value.options), type: value.type });
    return normalized.ok ? normalized.value : undefined;
  }, [value, canSubmit]);

  /** Synchronous from the key press or click to onSearch: the caller may need the gesture. */
  const searchFor = (query: string) => {
    if (!canSubmit) return;
    const normalized = hasUnreadableNumber(idPrefix)
      ? normalizeRequest({ query, numberOfResults: 'not a number' })
      : normalizeRequest({ ...inputFromFields(query, value.options), type: value.type });
    if (!normalized.ok) {
      setProblem(normalized.error.message);
      const optionId = optionFieldId(idPrefix, normalized.error.field);
      if (optionId) {
        // The field is in the folded options: show them, and focus it once it is there.
        setOptionsOpen(true);
        setFocusField(optionId);
        document.getElementById(optionId)?.focus();
      } else document.getElementById(queryId)?.focus();
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
          onInput={(query) => {
            searchBegun();
            onChange({ ...value, query });
          }}
          onChoose={(query) => {
            onChange({ ...value, query });
            searchFor(query);
          }}
          inputRef={queryRef}
          autoFocus={autoFocus}
        />
        <button type="submit" class="primary" disabled={!canSubmit} aria-describedby={costId}>
          {t('searchButton')}
        </button>
      </div>
      <SearchTypeTabs
        value={value.type}
        idPrefix={idPrefix}
        {...(resultsId !== undefined && { controls: resultsId })}
        onChoose={(type) => {
          onChange({ ...value, type });
          onTypeChoose?.(type);
        }}
      />
      <SearchOptionsDisclosure
        type={value.type}
        value={value.options}
        defaults={defaults}
        onChange={(options) => onChange({ ...value, options })}
        open={optionsOpen}
        onToggle={setOptionsOpen}
        idPrefix={idPrefix}
        focusField={focusField}
        beside={
          <>
            {/* Always present: the button names it as its description, filled once the cost is known. */}
            <p id={costId} class="search-cost">
              {Cost && costRequest && <Cost request={costRequest} />}
            </p>
            {beside}
          </>
        }
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
