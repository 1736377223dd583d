import type { Corpus } from './corpus';
import type { CreditAccounts } from './credit-accounts';
import type { RollingWindowRateLimiter } from './rate-limiter';
import { errorReply, jsonReply, type Reply } from './reply';
import { creditCost, parseSearchRequest } from './request-validation';
import { searchCorpus } from './search-engine';
import type { SearchParameters, SearchSuccessBody } from './types';

export interface SearchContext {
  corpus: Corpus;
  accounts: CreditAccounts;
  rateLimiter: RollingWindowRateLimiter;
}

/**
 * Normal POST /v1/search handling, in the order a real gateway checks things:
 * key (401) → rate limit (429, not billed) → body (400) → credits (402, not billed) → search.
 */
export function answerSearch(context: SearchContext, apiKey: string | undefined, rawBody: string, now: number): Reply {
  if (apiKey === undefined || apiKey === '') {
    return errorReply(401, 'UNAUTHORIZED', 'Missing X-API-Key header');
  }
  if (!context.accounts.isKnown(apiKey)) {
    return errorReply(401, 'UNAUTHORIZED', 'Invalid API key');
  }
  if (!context.rateLimiter.tryAcquire(apiKey, now)) {
    return errorReply(429, 'ERROR', 'Rate limit exceeded', { 'Retry-After': '1' });
  }
  const parsed = parseSearchRequest(rawBody);
  if (!parsed.ok) return errorReply(400, 'ERROR', parsed.message);

  const cost = creditCost(parsed.parameters.numberOfResults);
  if (!context.accounts.trySpend(apiKey, cost)) {
    const balance = context.accounts.balance(apiKey) ?? 0;
    return errorReply(
      402,
      'INSUFFICIENT_CREDITS',
      `This search costs ${cost} credit(s) but the key has ${balance} left`,
    );
  }
  return jsonReply(200, buildSuccessBody(context.corpus, parsed.parameters, cost, now));
}

/** A SUCCESS body for already-validated parameters; shared with scripted 200 responses. */
export function buildSuccessBody(
  corpus: Corpus,
  parameters: SearchParameters,
  credits: number,
  now: number,
): SearchSuccessBody {
  const answer = searchCorpus(corpus, parameters, now);
  // Key order mirrors the spec's table; absent optional parts are omitted rather than null.
  return {
    status: 'SUCCESS',
    searchParameters: parameters,
    ...(answer.knowledgeGraph ? { knowledgeGraph: answer.knowledgeGraph } : {}),
    organic: answer.organic,
    ...(answer.relatedSearches ? { relatedSearches: answer.relatedSearches } : {}),
    credits,
  };
}
