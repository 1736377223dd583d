import { callSearchApi, type RetryNotice, type SearchCall } from '../api/search-client';
import { fail, type Result } from '../api/search-error';
import type { SearchResponse } from '../api/search-response';
import type { SearchOutcome, SearchMessage } from '../messaging';
import type { Settings } from '../settings/read-settings';
import { originPattern } from '../build/manifest';
import { normalizeRequest, requestKey } from './normalize-request';
import { newSearchId, type CurrentSearch } from './current-search';

export interface SearchServiceDeps {
  readSettings(): Promise<Settings>;
  /** Whether the extension may reach this origin pattern (permissions.contains). */
  hasHostPermission(pattern: string): Promise<boolean>;
  readState(): Promise<CurrentSearch | null>;
  writeState(state: CurrentSearch): Promise<void>;
  callApi?: (call: SearchCall) => Promise<Result<SearchResponse>>;
  now?: () => number;
}

/**
 * Runs searches for every surface: checks settings, normalizes, joins an identical
 * search already in flight, calls the API and records the outcome as the current
 * search. Always resolves to data.
 */
export function createSearchService(deps: SearchServiceDeps) {
  const now = deps.now ?? Date.now;
  const callApi = deps.callApi ?? callSearchApi;
  const inFlight = new Map<string, Promise<SearchOutcome>>();

  /** Writes a state only while it is still the current search (a newer one wins). */
  async function writeIfCurrent(state: CurrentSearch): Promise<void> {
    const current = await deps.readState();
    if (current && current.id !== state.id && current.startedAt > state.startedAt) return;
    await deps.writeState(state);
  }

  async function execute(message: SearchMessage, id: string): Promise<SearchOutcome> {
    const settings = await deps.readSettings();
    const normalized = normalizeRequest(message.request);
    const base = {
      id,
      request: normalized.ok ? normalized.value : { query: message.request.query },
      source: message.source,
      startedAt: now(),
      ...(message.note !== undefined && { note: message.note }),
    };
    const preflight = await checkSettings(settings, normalized, deps);
    if (!preflight.ok) {
      await writeIfCurrent({ ...base, status: 'error', error: preflight.error, finishedAt: now() });
      return { ok: false, id, error: preflight.error };
    }

    await writeIfCurrent({ ...base, status: 'loading' });
    let writes = Promise.resolve();
    const onRetry = (retry: RetryNotice) => {
      writes = writes.then(() => writeIfCurrent({ ...base, status: 'loading', retry }));
    };
    const result = await callApi({
      baseUrl: settings.apiBaseUrl,
      apiKey: settings.apiKey,
      request: base.request,
      onRetry,
    });
    await writes;
    if (result.ok) {
      await writeIfCurrent({ ...base, status: 'success', response: result.value, finishedAt: now() });
      return { ok: true, id, response: result.value };
    }
    await writeIfCurrent({ ...base, status: 'error', error: result.error, finishedAt: now() });
    return { ok: false, id, error: result.error };
  }

  return {
    /** Identical normalized searches in flight share one request and one charge. */
    search(message: SearchMessage): Promise<SearchOutcome> {
      const normalized = normalizeRequest(message.request);
      const key = normalized.ok ? requestKey(normalized.value) : undefined;
      const joined = key !== undefined ? inFlight.get(key) : undefined;
      if (joined) return joined;
      const run = execute(message, message.id ?? newSearchId()).finally(() => {
        if (key !== undefined) inFlight.delete(key);
      });
      if (key !== undefined) inFlight.set(key, run);
      return run;
    },
  };
}

async function checkSettings(
  settings: Settings,
  normalized: ReturnType<typeof normalizeRequest>,
  deps: SearchServiceDeps,
): Promise<Result<void>> {
  if (settings.apiKey === '') {
    return fail('not-configured', 'Set your API key in the settings to start searching.', { field: 'apiKey' });
  }
  if (settings.apiBaseUrl === '') {
    return fail('not-configured', 'Set the API base URL in the settings to start searching.', { field: 'apiBaseUrl' });
  }
  if (!normalized.ok) return normalized;
  let pattern: string | undefined;
  try {
    pattern = originPattern(settings.apiBaseUrl);
  } catch {
    return fail('not-configured', 'The API base URL in the settings is not a valid URL. Correct it there.', {
      field: 'apiBaseUrl',
    });
  }
  if (pattern && !(await deps.hasHostPermission(pattern))) {
    return fail(
      'permission-denied',
      `The extension is not allowed to reach ${new URL(settings.apiBaseUrl).origin}. Open the settings and press Save to grant access.`,
    );
  }
  return { ok: true, value: undefined };
}
