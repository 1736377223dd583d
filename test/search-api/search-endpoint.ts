import type { Corpus } from './corpus';
import type { CreditAccounts } from './credit-accounts';
import type { RollingWindowRateLimiter } from './rate-limiter';
import { errorReply, jsonReply, type Reply } from './reply';
import { creditCost, parseSearchRequest } from './request-validation';
import { searchCorpus } from './search-engine';
import type { ApiMode, SearchParameters, SearchSuccessBody } from './types';
import { liveError, LIVE_NO_CREDITS, LIVE_UNAUTHORIZED, toLiveShape } from './live-shape';
import type { RecordingPicker } from './recordings';

export interface SearchContext {
  corpus: Corpus;
  accounts: CreditAccounts;
  rateLimiter: RollingWindowRateLimiter;
  mode: ApiMode;
  recordings: RecordingPicker;
}

/**
 * Normal POST /v1/search handling, in the order a real gateway checks things:
 * key (401) → rate limit (429, not billed) → body (400) → credits (402, not billed) → search.
 */
export function answerSearch(context: SearchContext, apiKey: string | undefined, rawBody: string, now: number): Reply {
  if (context.mode === 'live') return answerLive(context, apiKey, rawBody, now);
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

/**
 * The same checks answered the way the live service answers (README "Live mode"): 403 for
 * a missing or unknown key, 400 with its reason for a bad body or an empty balance, no
 * `status` on success — and, for a query that was recorded, the recorded body itself.
 */
function answerLive(context: SearchContext, apiKey: string | undefined, rawBody: string, now: number): Reply {
  if (apiKey === undefined || apiKey === '' || !context.accounts.isKnown(apiKey)) return LIVE_UNAUTHORIZED();
  if (!context.rateLimiter.tryAcquire(apiKey, now)) {
    return liveError(429, 'Too many requests', { 'Retry-After': '1' });
  }
  const parsed = parseSearchRequest(rawBody);
  if (!parsed.ok) return liveError(400, parsed.message);
  const recording = context.recordings.forQuery(parsed.parameters.query);
  const recordedCredits = recording?.body.credits;
  const cost = typeof recordedCredits === 'number' ? recordedCredits : creditCost(parsed.parameters.numberOfResults);
  if (!context.accounts.trySpend(apiKey, cost)) return LIVE_NO_CREDITS();
  if (recording) return { status: 200, headers: {}, body: recording.text };
  return jsonReply(200, toLiveShape(buildSuccessBody(context.corpus, parsed.parameters, cost, now), now));
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
