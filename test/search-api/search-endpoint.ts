import type { ApiContext, SearchCall } from './api-context';
import { buildLiveTypedBody, buildSpecBody, buildSuccessBody } from './answer-bodies';
import { priceOf } from './billing';
import { liveError, LIVE_NO_CREDITS, LIVE_UNAUTHORIZED, toLiveShape } from './live-shape';
import { errorReply, jsonReply, type Reply } from './reply';
import { parseSearchRequest } from './request-validation';
import { queryFromParameters } from './search-query';
import type { SearchParameters } from './types';

/**
 * Normal POST /v1/search handling, in the order a real gateway checks things:
 * key (401) → rate limit (429, not billed) → body (400) → credits (402, not billed) → search.
 */
export function answerSearch(context: ApiContext, call: SearchCall): Reply {
  if (context.mode === 'live') return answerLive(context, call);
  const { apiKey, now } = call;
  if (apiKey === undefined || apiKey === '') {
    return errorReply(401, 'UNAUTHORIZED', 'Missing X-API-Key header');
  }
  if (!context.accounts.isKnown(apiKey)) {
    return errorReply(401, 'UNAUTHORIZED', 'Invalid API key');
  }
  if (!context.rateLimiter.tryAcquire(apiKey, now)) {
    return errorReply(429, 'ERROR', 'Rate limit exceeded', { 'Retry-After': '1' });
  }
  const parsed = parseSearchRequest(call.rawBody);
  if (!parsed.ok) return errorReply(400, 'ERROR', parsed.message);

  const cost = specCost(context, call.path, apiKey, parsed.parameters);
  if (!context.accounts.trySpend(apiKey, cost)) {
    const balance = context.accounts.balance(apiKey) ?? 0;
    return errorReply(
      402,
      'INSUFFICIENT_CREDITS',
      `This search costs ${cost} credit(s) but the key has ${balance} left`,
    );
  }
  return jsonReply(200, buildSpecBody(context, parsed.parameters, cost, now));
}

/**
 * The same checks answered the way the live service answers (README "Live mode"): 403 for
 * a missing or unknown key, 400 with its reason for a bad body or an empty balance, no
 * `status` on success — and, for a query that was recorded, the recorded body itself.
 */
function answerLive(context: ApiContext, call: SearchCall): Reply {
  const { apiKey, now } = call;
  if (apiKey === undefined || apiKey === '' || !context.accounts.isKnown(apiKey)) return LIVE_UNAUTHORIZED();
  if (!context.rateLimiter.tryAcquire(apiKey, now)) {
    return liveError(429, 'Too many requests', { 'Retry-After': '1' });
  }
  const parsed = parseSearchRequest(call.rawBody);
  if (!parsed.ok) return liveError(400, parsed.message);
  const { parameters } = parsed;
  const query = queryFromParameters(parameters);
  const recording = context.recordings.forSearch(`/${parameters.type}`, parameters.query, query.tbs);
  const recordedCredits = recording?.body.credits;
  const cost = typeof recordedCredits === 'number' ? recordedCredits : specCost(context, call.path, apiKey, parameters);
  if (!context.accounts.trySpend(apiKey, cost)) return LIVE_NO_CREDITS();
  if (recording) return { status: 200, headers: {}, body: recording.text };
  return jsonReply(200, liveShapedAnswer(context, parameters, cost, now));
}

/** A spec request's answer in the live service's shape. */
export function liveShapedAnswer(
  context: ApiContext,
  parameters: SearchParameters,
  credits: number,
  now: number,
): Record<string, unknown> {
  if (parameters.type === 'search') {
    return toLiveShape(buildSuccessBody(context.corpus, parameters, credits, now), now);
  }
  return buildLiveTypedBody(context, parameters, credits, now);
}

/** What a spec request costs, by the `pricing` option or the mode's default. */
export function specCost(context: ApiContext, path: string, apiKey: string, parameters: SearchParameters): number {
  return priceOf(context.pricing, {
    mode: context.mode,
    path,
    type: parameters.type,
    numberOfResults: parameters.numberOfResults,
    page: parameters.page ?? 1,
    query: parameters.query,
    apiKey,
  });
}
