import type { ApiContext, SearchCall } from './api-context';
import { buildSerperBody } from './answer-bodies';
import { priceOf } from './billing';
import { parseLiveRequest } from './live-request';
import { liveError, LIVE_NO_CREDITS, LIVE_UNAUTHORIZED } from './live-shape';
import { jsonReply, type Reply } from './reply';
import type { SearchQuery } from './search-query';
import type { SearchType } from './search-types';

/**
 * The live service's own paths (live mode): `POST /search`, `/news`, `/images`, `/videos`,
 * `/places`, `/shopping` with `X-API-KEY` and `{ q, gl?, hl?, location?, num?, tbs?, page?,
 * autocorrect? }`. Checks in the gateway's order: key (403) → rate limit (429) → body (400) →
 * credits (400 "Not enough credits") → the recorded body for a recorded search, else the corpus.
 */
export function answerSerperSearch(context: ApiContext, type: SearchType, call: SearchCall): Reply {
  const { apiKey, now } = call;
  if (apiKey === undefined || apiKey === '' || !context.accounts.isKnown(apiKey)) return LIVE_UNAUTHORIZED();
  if (!context.rateLimiter.tryAcquire(apiKey, now)) {
    return liveError(429, 'Too many requests', { 'Retry-After': '1' });
  }
  const parsed = parseLiveRequest(call.rawBody, type);
  if (!parsed.ok) return liveError(400, parsed.message);
  const { request, query } = parsed;
  const recording = context.recordings.forSearch(call.path, query.query, query.tbs);
  const recordedCredits = recording?.body.credits;
  const cost = typeof recordedCredits === 'number' ? recordedCredits : serperCost(context, call.path, apiKey, query);
  if (!context.accounts.trySpend(apiKey, cost)) return LIVE_NO_CREDITS();
  if (recording) return { status: 200, headers: {}, body: recording.text };
  return jsonReply(200, buildSerperBody(context, request, query, cost, now));
}

export function serperCost(context: ApiContext, path: string, apiKey: string, query: SearchQuery): number {
  return priceOf(context.pricing, {
    mode: context.mode,
    path,
    type: query.type,
    numberOfResults: query.numberOfResults,
    page: query.page,
    query: query.query,
    apiKey,
  });
}
