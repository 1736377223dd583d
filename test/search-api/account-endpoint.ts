import type { ApiContext } from './api-context';
import { LIVE_UNAUTHORIZED } from './live-shape';
import { jsonReply, type Reply } from './reply';

/** What the live service reported for an ordinary key (recordings/account-balance.json). */
const DEFAULT_RATE_LIMIT_PER_SECOND = 50;

/**
 * GET /account (live mode): the key's balance in the live service's shape,
 * `{"balance":48028,"rateLimit":50}` (recordings/account-balance.json). Bills nothing and is not
 * rate limited; 403 `Unauthorized.` for a missing or unknown key. `rateLimit` is the key's
 * limit in requests per second (50 when the server's rate limit is off).
 */
export function answerAccount(context: ApiContext, apiKey: string | undefined): Reply {
  if (apiKey === undefined || apiKey === '' || !context.accounts.isKnown(apiKey)) return LIVE_UNAUTHORIZED();
  const limit = context.rateLimiter.currentLimit();
  const rateLimit = limit
    ? Math.max(1, Math.round((limit.max * 1000) / limit.windowMs))
    : DEFAULT_RATE_LIMIT_PER_SECOND;
  return jsonReply(200, { balance: context.accounts.balance(apiKey) ?? 0, rateLimit });
}
