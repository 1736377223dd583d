import type { CreditAccounts } from './credit-accounts';
import type { Corpus } from './corpus';
import { DEFAULT_LOCATION, DEFAULT_NUMBER_OF_RESULTS } from './enums';
import { defaultErrorBody, type Reply } from './reply';
import { creditCost, parseSearchRequest } from './request-validation';
import { padSuccessBody } from './response-padding';
import { buildSuccessBody } from './search-endpoint';
import type { ApiMode, ScriptedResponse, SearchParameters } from './types';
import { toLiveShape } from './live-shape';
import type { RecordingPicker } from './recordings';

export interface ScriptContext {
  corpus: Corpus;
  accounts: CreditAccounts;
  recordings: RecordingPicker;
  mode: ApiMode;
}

/** What the server does with a scripted response: send a reply, or hold the request open. */
export type ScriptedOutcome = { kind: 'reply'; reply: Reply } | { kind: 'hang' };

/**
 * Turns a test's script into a reply. Scripts bypass auth, rate limit and validation so a
 * test can provoke any status; only a 200 without a body behaves like a real search
 * (results for the request, billed to the key when the key exists).
 */
export function answerScripted(
  script: ScriptedResponse,
  context: ScriptContext,
  apiKey: string | undefined,
  rawBody: string,
  now: number,
): ScriptedOutcome {
  if (script.hang === true) return { kind: 'hang' };
  const status = script.status ?? 200;
  const headers: Record<string, string> = { ...script.headers };
  if (script.retryAfter !== undefined) headers['Retry-After'] = script.retryAfter;

  if (script.recording !== undefined) {
    const recording = context.recordings.byName(script.recording);
    if (!recording) throw new Error(`No recording named ${script.recording}`);
    const credits = typeof recording.body.credits === 'number' ? recording.body.credits : 1;
    if (apiKey !== undefined) context.accounts.charge(apiKey, script.billed ?? credits);
    return { kind: 'reply', reply: { status, headers, body: recording.text } };
  }
  if (typeof script.body === 'string') return { kind: 'reply', reply: { status, headers, body: script.body } };
  if (script.body !== undefined) {
    return { kind: 'reply', reply: { status, headers, body: JSON.stringify(script.body) } };
  }
  if (status !== 200) {
    const { message } = defaultErrorBody(status);
    const body = context.mode === 'live' ? { message, statusCode: status } : defaultErrorBody(status);
    return { kind: 'reply', reply: { status, headers, body: JSON.stringify(body) } };
  }

  const parameters = parametersForScript(rawBody);
  const billed = script.billed ?? creditCost(parameters.numberOfResults);
  if (apiKey !== undefined) context.accounts.charge(apiKey, billed);
  const success = buildSuccessBody(context.corpus, parameters, billed, now);
  if (context.mode === 'live') {
    return { kind: 'reply', reply: { status, headers, body: JSON.stringify(toLiveShape(success, now)) } };
  }
  const body = script.bytes !== undefined ? padSuccessBody(success, script.bytes) : JSON.stringify(success);
  return { kind: 'reply', reply: { status, headers, body } };
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
