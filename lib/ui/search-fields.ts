import {
  CUSTOM_DATE_RANGE,
  DEFAULT_SEARCH_TYPE,
  IMAGE_SEARCH_TYPE,
  type SearchOptions,
  type SearchRequest,
  type SearchType,
} from '../api/search-options';
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

/**
 * The live service's own options as a search form holds them (DESIGN §4: offered in its dialect
 * only), present once set: the custom range's days (`YYYY-MM-DD`, sent only with dateRange
 * CUSTOM_DATE_RANGE), newest first, exact spelling. The settings' default options have none.
 */
export interface ServiceOptionFields {
  dateFrom?: string;
  dateTo?: string;
  newestFirst?: boolean;
  exactSpelling?: boolean;
}

/** A search form's options: the spec's (which the defaults hold too) and the live service's own. */
export type SearchOptionFields = OptionFields & ServiceOptionFields;

export const EMPTY_OPTION_FIELDS: OptionFields = { location: '', country: '', numberOfResults: '', dateRange: '' };

/** The form's first value for a request: its query, its type and its options. */
export function formFromRequest(request: SearchRequest): {
  query: string;
  type: SearchType;
  options: SearchOptionFields;
} {
  // A search by image's query is an image's address, not words to search again: the box stays empty.
  if (request.type === IMAGE_SEARCH_TYPE)
    return { query: '', type: DEFAULT_SEARCH_TYPE, options: fieldsFromOptions({}) };
  return { query: request.query, type: request.type ?? DEFAULT_SEARCH_TYPE, options: fieldsFromOptions(request) };
}

/** A form's fields for options (or a whole request: its query and page are not options). */
export function fieldsFromOptions(options: SearchOptions & { query?: string; page?: number }): SearchOptionFields {
  const {
    query: _query,
    page: _page,
    type: _type,
    location,
    country,
    numberOfResults,
    dateRange,
    ...service
  } = options;
  return {
    location: location ?? '',
    country: country ?? '',
    numberOfResults: numberOfResults === undefined ? '' : String(numberOfResults),
    // A normalized request holds only what was set: its service options are copied as they are.
    dateRange: service.dateFrom ? CUSTOM_DATE_RANGE : (dateRange ?? ''),
    ...service,
  };
}

/** Options of a normalized request (everything but the query). */
export function optionsOf(request: SearchRequest): SearchOptions {
  const { query: _query, ...options } = request;
  return options;
}

/** What a form sends (a preset date range wins over days left from Custom range…: normalizeRequest). */
export function inputFromFields(query: string, fields: SearchOptionFields): SearchInput {
  return { query, ...fields };
}

/** The id of the control for a request field, for focusing the one a validation error names. */
export function optionFieldId(idPrefix: string, field: string | undefined): string | undefined {
  const names: Record<string, string> = {
    location: 'location',
    dateRange: 'date-range',
    country: 'country',
    numberOfResults: 'number',
    dateFrom: 'date-from',
    dateTo: 'date-to',
  };
  const name = field === undefined ? undefined : names[field];
  return name === undefined ? undefined : `${idPrefix}-${name}`;
}
