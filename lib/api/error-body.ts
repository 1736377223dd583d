import { cleanText } from '../text/clean-text';

/**
 * The message of an error body, as the live service sends it (`{"message":"Not enough
 * credits","statusCode":400}`) or as the spec's servers do (`{"status":"ERROR","message":…}`):
 * cleaned and capped for display as text, or undefined when there is none.
 */
export function errorBodyMessage(bodyText: string | undefined): string | undefined {
  if (!bodyText) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  const message = typeof json === 'object' && json !== null ? (json as { message?: unknown }).message : undefined;
  if (typeof message !== 'string') return undefined;
  const text = cleanText(message, 300);
  return text === '' ? undefined : text;
}

/** A refusal that means the account is out of credits, whatever status carried it (the live service: 400). */
export function saysOutOfCredits(message: string | undefined): boolean {
  return message !== undefined && /\bcredits?\b/iu.test(message);
}
