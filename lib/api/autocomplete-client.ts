import { parseAutocompleteAnswer, type ServiceSuggestions } from './autocomplete-answer';
import { autocompleteEndpoint } from './request-dialects';
import { postToApi, type ApiCall, type ClientTimings } from './search-client';
import type { Result } from './search-error';

/**
 * Suggestions are worth something only while the person is still typing: one short attempt,
 * a deadline well under a search's, and a body that is a few hundred bytes.
 */
export const AUTOCOMPLETE_TIMINGS: Partial<ClientTimings> = {
  attemptTimeoutMs: 5_000,
  deadlineMs: 8_000,
  maxBodyBytes: 64 * 1024,
};

export interface AutocompleteCall extends ApiCall {
  baseUrl: string;
  /** What was typed, as typed (trimmed). */
  text: string;
}

/**
 * Asks the live service for its suggestions: `POST {base}/autocomplete` with `{q}` and the key in
 * `X-API-KEY` — a billed request (1 credit, as recorded) sent with the rules of a search
 * (postToApi: no redirect followed, only 429 and 503 retried, the same error kinds).
 */
export function callAutocompleteApi(call: AutocompleteCall): Promise<Result<ServiceSuggestions>> {
  return postToApi(
    { url: autocompleteEndpoint(call.baseUrl), keyHeader: 'X-API-KEY', body: { q: call.text } },
    { ...call, timings: { ...AUTOCOMPLETE_TIMINGS, ...call.timings } },
    parseAutocompleteAnswer,
  );
}
