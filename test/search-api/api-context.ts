import type { AnswerSources } from './answer-bodies';
import type { Pricing } from './billing';
import type { CreditAccounts } from './credit-accounts';
import type { RollingWindowRateLimiter } from './rate-limiter';
import type { RecordingPicker } from './recordings';
import type { ApiMode } from './types';

/** Everything a request handler reads or changes, as it stands for the request being answered. */
export interface ApiContext extends AnswerSources {
  accounts: CreditAccounts;
  rateLimiter: RollingWindowRateLimiter;
  recordings: RecordingPicker;
  mode: ApiMode;
  pricing: Pricing | undefined;
}

/** One request to a search path. */
export interface SearchCall {
  /** `/v1/search`, or one of the live service's paths (`/search`, `/news`, …). */
  path: string;
  apiKey: string | undefined;
  rawBody: string;
  now: number;
}
