import * as z from 'zod/mini';
import { t } from '../i18n/messages';
import { cleanText } from '../text/clean-text';
import { fail, type Result } from './search-error';
import { deferredSchema } from '../text/deferred-schema';
import { wholeNumber } from '../text/tolerant';

/** At most this many of the service's suggestions are kept (its recorded answer has ten). */
export const MAX_SERVICE_SUGGESTIONS = 10;
/** A suggestion longer than a query may be is not one (DESIGN §4: queries are capped at 2,048). */
const MAX_SUGGESTION_CHARS = 2_048;

/**
 * The live service's `/autocomplete` answer, as recorded (test/search-api/recordings/
 * apple-inc-autocomplete.json): `{ searchParameters, suggestions: [{ value }], credits }`.
 * Read tolerantly (DESIGN §4 Responses): other fields are ignored, a suggestion without text is
 * dropped alone, and `credits` is kept only when it is a count.
 */
const suggestionSchema = deferredSchema(() => z.looseObject({ value: z.string() }));
const answerSchema = deferredSchema(() =>
  z.looseObject({
    suggestions: z.array(z.unknown()),
    credits: z.optional(z.unknown()),
  }),
);
const creditsSchema = deferredSchema(() => wholeNumber().check(z.nonnegative()));

export const serviceSuggestionsSchema = deferredSchema(() =>
  z.object({
    suggestions: z.array(z.string()),
    credits: z.optional(creditsSchema),
  }),
);
/** The service's suggestions for what was typed, cleaned, each once, and what the call billed when it said. */
export type ServiceSuggestions = z.infer<typeof serviceSuggestionsSchema>;

/** Parses a 2xx body of `/autocomplete`: not JSON, or no `suggestions` list, is an error the person can act on. */
export function parseAutocompleteAnswer(bodyText: string): Result<ServiceSuggestions> {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return fail('invalid-response', t('errNotJson'));
  }
  const answer = answerSchema.safeParse(json);
  if (!answer.success) return fail('invalid-response', t('errBadShape'));
  const seen = new Set<string>();
  const suggestions: string[] = [];
  for (const item of answer.data.suggestions) {
    const parsed = suggestionSchema.safeParse(item);
    const text = parsed.success ? cleanText(parsed.data.value, MAX_SUGGESTION_CHARS) : '';
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    suggestions.push(text);
    if (suggestions.length === MAX_SERVICE_SUGGESTIONS) break;
  }
  const credits = creditsSchema.safeParse(answer.data.credits);
  return { ok: true, value: { suggestions, ...(credits.success && { credits: credits.data }) } };
}

/** Whether a stored value (the cache) has the shape of suggestions kept: a damaged one is a miss. */
export function isServiceSuggestions(value: unknown): value is ServiceSuggestions {
  return serviceSuggestionsSchema.safeParse(value).success;
}
