import * as z from 'zod/mini';
import { text } from './field-schemas';
import { deferredSchema } from '../text/deferred-schema';

/** An error body of either dialect: its `message` is all that is read. */
const errorBodySchema = deferredSchema(() => z.object({ message: text(300) }));

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
  const body = errorBodySchema.safeParse(json);
  return body.success ? body.data.message : undefined;
}

/**
 * A refusal in the live service's own out-of-credits words ("Not enough credits", sent with a
 * 400). Only those: a refusal that merely mentions credits ("Invalid credits parameter",
 * "credit card required") is not an empty account, and reading it as one would tell the
 * person to top up and set their balance to 0.
 */
export function saysOutOfCredits(message: string | undefined): boolean {
  return message !== undefined && /^not enough credits\b/iu.test(message.trim());
}
