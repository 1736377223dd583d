import type { SearchOptions, SearchRequest } from '../api/search-options';
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
