import type { ApiContext, SearchCall } from './api-context';
import { buildSerperBody, buildSpecBody } from './answer-bodies';
import { DEFAULT_LOCATION, DEFAULT_NUMBER_OF_RESULTS } from './enums';
import { parseLiveRequest, type LiveRequest } from './live-request';
import { defaultErrorBody, type Reply } from './reply';
import { parseSearchRequest } from './request-validation';
import { padSuccessBody } from './response-padding';
import { liveShapedAnswer, specCost } from './search-endpoint';
import { serperCost } from './serper-endpoint';
import { SERPER_PATHS, SPEC_SEARCH_PATH } from './search-types';
import type { SearchQuery } from './search-query';
import type { ScriptedResponse, SearchParameters } from './types';

/** What the server does with a scripted response: send a reply, or hold the request open. */
export type ScriptedOutcome = { kind: 'reply'; reply: Reply } | { kind: 'hang' };

/**
 * Turns a test's script into a reply. Scripts bypass auth, rate limit and validation so a
 * test can provoke any status; only a 200 without a body behaves like a real search
 * (results for the request, of its type and in its dialect, billed to the key when it exists).
 */
export function answerScripted(script: ScriptedResponse, context: ApiContext, call: SearchCall): ScriptedOutcome {
  if (script.hang === true) return { kind: 'hang' };
  const status = script.status ?? 200;
  const headers: Record<string, string> = { ...script.headers };
  if (script.retryAfter !== undefined) headers['Retry-After'] = script.retryAfter;
  const reply = (body: string): ScriptedOutcome => ({ kind: 'reply', reply: { status, headers, body } });
  /** A body the server built, as sent: without `credits` when the script says the answer does not report them. */
  const built = (body: object): string => {
    if (!script.unreported) return JSON.stringify(body);
    const { credits: _billed, ...unreported } = body as Record<string, unknown>;
    return JSON.stringify(unreported);
  };
  const { apiKey } = call;

  if (script.recording !== undefined) {
    const recording = context.recordings.byName(script.recording);
    if (!recording) throw new Error(`No recording named ${script.recording}`);
    const credits = typeof recording.body.credits === 'number' ? recording.body.credits : 1;
    if (apiKey !== undefined) context.accounts.charge(apiKey, script.billed ?? credits);
    return reply(recording.text);
  }
  if (typeof script.body === 'string') return reply(script.body);
  if (script.body !== undefined) return reply(JSON.stringify(script.body));
  if (status !== 200) {
    const { message } = defaultErrorBody(status);
    const body = context.mode === 'live' ? { message, statusCode: status } : defaultErrorBody(status);
    return reply(JSON.stringify(body));
  }

  const key = apiKey ?? '';
  if (call.path !== SPEC_SEARCH_PATH) {
    const { request, query } = serperRequestForScript(call);
    const billed = script.billed ?? serperCost(context, call.path, key, query);
    if (apiKey !== undefined) context.accounts.charge(apiKey, billed);
    return reply(built(buildSerperBody(context, request, query, billed, call.now)));
  }
  const parameters = parametersForScript(call.rawBody);
  const billed = script.billed ?? specCost(context, call.path, key, parameters);
  if (apiKey !== undefined) context.accounts.charge(apiKey, billed);
  if (context.mode === 'live') return reply(built(liveShapedAnswer(context, parameters, billed, call.now)));
  const success = buildSpecBody(context, parameters, billed, call.now);
  return reply(script.bytes !== undefined ? padSuccessBody(success, script.bytes) : built(success));
}

/** The request's own parameters when it is valid; otherwise defaults, so the script still answers. */
function parametersForScript(rawBody: string): SearchParameters {
  const parsed = parseSearchRequest(rawBody);
  if (parsed.ok) return parsed.parameters;
  return {
    query: 'example',
    type: 'search',
    engine: 'local-corpus',
    location: DEFAULT_LOCATION,
    numberOfResults: DEFAULT_NUMBER_OF_RESULTS,
  };
}

function serperRequestForScript(call: SearchCall): { request: LiveRequest; query: SearchQuery } {
  const type = SERPER_PATHS[call.path] ?? 'search';
  const parsed = parseLiveRequest(call.rawBody, type);
  if (parsed.ok) return parsed;
  return {
    request: { q: 'example', num: DEFAULT_NUMBER_OF_RESULTS },
    query: { type, query: 'example', numberOfResults: DEFAULT_NUMBER_OF_RESULTS, page: 1 },
  };
}
