import { fetchAttempt } from './http-attempts';
import { accountEndpoint } from './request-dialects';
import { readCappedText } from './read-body';
import * as z from 'zod/mini';
import { compact, lenient } from '../text/tolerant';
import { deferredSchema } from '../text/deferred-schema';

/**
 * The key's balance as the live service reports it (`{"balance":48028,"rateLimit":50}`): the
 * credits left on the key (whole ones), and the searches per second it may make when the
 * service says; other fields ignored.
 */
export const accountBalanceSchema = deferredSchema(() =>
  compact(
    z.object({
      balance: z.pipe(
        z.number().check(z.minimum(0)),
        z.transform((balance: number) => Math.floor(balance)),
      ),
      rateLimit: lenient(z.number().check(z.minimum(0))),
    }),
  ),
);
export type AccountBalance = z.output<typeof accountBalanceSchema>;

const ACCOUNT_TIMEOUT_MS = 10_000;
const MAX_ACCOUNT_BODY_BYTES = 16 * 1024;

/** The balance in a body of the live service's `GET /account` (`{"balance":48028,"rateLimit":50}`), or undefined. */
export function readAccountBalance(text: string): AccountBalance | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const read = accountBalanceSchema.safeParse(json);
  return read.success ? read.data : undefined;
}

/**
 * Asks the live Serper-compatible service for the key's balance (`GET {base}/account`, which
 * bills nothing). Like a search: the key in its header, no cookies, no referrer, never
 * following a redirect (the key would go with it), no retry. Undefined on any failure: the
 * balance is a convenience, and the hand-entered one stands in for it.
 */
export async function fetchAccountBalance(
  baseUrl: string,
  apiKey: string,
  timeoutMs = ACCOUNT_TIMEOUT_MS,
): Promise<AccountBalance | undefined> {
  try {
    return await fetchAttempt(
      accountEndpoint(baseUrl),
      {
        headers: { 'X-API-KEY': apiKey },
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
        redirect: 'manual',
      },
      timeoutMs,
      undefined,
      // The body within the attempt's time: a balance whose body stalls is given up like a search's.
      async (response) => {
        if (!response.ok) {
          void response.body?.cancel().catch(() => undefined);
          return undefined;
        }
        const text = await readCappedText(response, MAX_ACCOUNT_BODY_BYTES);
        return text === undefined ? undefined : readAccountBalance(text);
      },
    );
  } catch {
    return undefined;
  }
}
