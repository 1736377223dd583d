import * as z from 'zod/mini';
import { defineStoredItem } from '../storage/stored-item';
import { deferredSchema } from '../text/deferred-schema';

const optInSchema = deferredSchema(() => z.boolean());
/** Whether the service's own suggestions are asked for while typing. */
export type ServiceSuggestionsOptIn = z.infer<typeof optInSchema>;

/**
 * Suggestions from the service (`/autocomplete`, 1 credit each, issue 40): off by default, for
 * the Serper-compatible service only (the documented API has none). Applied at once by the
 * settings page; the worker reads it before every ask.
 */
export const serviceSuggestionsItem = defineStoredItem<ServiceSuggestionsOptIn>('local:serviceSuggestions', {
  fallback: false,
});

/** The stored opt-in, read tolerantly: anything but a boolean is off. */
export function checkServiceSuggestions(value: unknown): ServiceSuggestionsOptIn {
  const parsed = optInSchema.safeParse(value);
  return parsed.success && parsed.data;
}
