import { DEFAULT_SEARCH_TYPE, type SearchOptions, type SearchRequest, type SearchType } from '../api/search-options';
import type { SearchInput } from '../api/normalize-request';

/**
 * The search options as form fields hold them: strings, with '' meaning "not set"
 * (the API's default applies). Kept as strings so that what the user typed survives
 * a failed validation unchanged.
 */
export interface OptionFields {
  location: string;
  country: string;
  numberOfResults: string;
  dateRange: string;
}

export const EMPTY_OPTION_FIELDS: OptionFields = { location: '', country: '', numberOfResults: '', dateRange: '' };

/** The form's first value for a request: its query, its type and its options. */
export function formFromRequest(request: SearchRequest): { query: string; type: SearchType; options: OptionFields } {
  return { query: request.query, type: request.type ?? DEFAULT_SEARCH_TYPE, options: fieldsFromOptions(request) };
}

export function fieldsFromOptions(options: SearchOptions): OptionFields {
  return {
    location: options.location ?? '',
    country: options.country ?? '',
    numberOfResults: options.numberOfResults === undefined ? '' : String(options.numberOfResults),
    dateRange: options.dateRange ?? '',
  };
}

/** Options of a normalized request (everything but the query). */
export function optionsOf(request: SearchRequest): SearchOptions {
  const { query: _query, ...options } = request;
  return options;
}

export function inputFromFields(query: string, fields: OptionFields): SearchInput {
  return { query, ...fields };
}

/** The id of the control for a request field, for focusing the one a validation error names. */
export function optionFieldId(idPrefix: string, field: string | undefined): string | undefined {
  const names: Record<string, string> = {
    location: 'location',
    dateRange: 'date-range',
    country: 'country',
    numberOfResults: 'number',
  };
  const name = field === undefined ? undefined : names[field];
  return name === undefined ? undefined : `${idPrefix}-${name}`;
}
