import { callAutocompleteApi, type AutocompleteCall } from '../api/autocomplete-client';
import type { ServiceSuggestions } from '../api/autocomplete-answer';
import type { Result } from '../api/search-error';
import type { SearchSource } from '../api/search-source';
import { cacheKey } from '../cache/cache-policy';
import type { SearchCache } from '../cache/search-cache';
import { AUTOCOMPLETE_ENDPOINT, expectedCost } from '../credits/expected-cost';
import type { PendingCharge } from '../credits/pending-charges';
import type { Settings } from '../settings/read-settings';
import type { Bookkeeping } from './bookkeeping';
import { budgetError, readBudgetBasis } from './budget-check';
import { checkServiceAccess } from './check-search-settings';
import { newSearchId } from './current-search';
import { runningCosts, type RunningCosts } from './running-costs';
import type { SearchView } from './search-message';
import type { UsageRecorder } from './usage-recorder';

/** The service is asked only from this many characters on (DESIGN §4: ≥ 3). */
export const MIN_SERVICE_CHARS = 3;
/** A prefix's suggestions are kept a day: they change slowly, and each ask bills a credit. */
const SUGGESTIONS_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'suggest|';

/** The I/O of the service's suggestions, passed in (unit tests need no fake browser). */
export interface ServiceSuggestionDeps {
  readSettings: () => Promise<Settings>;
  /** The person's opt-in (Suggestions from the service); off by default. */
  optedIn: () => Promise<boolean>;
  hasHostPermission: (pattern: string) => Promise<boolean>;
  fingerprintOf: (apiKey: string) => Promise<string>;
  cache?: SearchCache<ServiceSuggestions>;
  usage?: UsageRecorder;
  /** What searches, reads and suggestions in flight are expected to cost (the budget counts them). */
  running?: RunningCosts;
  bookkeeping: Bookkeeping;
  callAutocomplete?: (call: AutocompleteCall) => Promise<Result<ServiceSuggestions>>;
  /** Called after the service answered (it billed, or refused for lack of credits). */
  onServiceAnswered?: () => void;
  now?: () => number;
}

/** What is asked for: what was typed, trimmed, spaces collapsed, in lower case (one ask per prefix, whatever its case). */
export function suggestionPrefix(text: string): string {
  return text.trim().replace(/\s+/gu, ' ').toLowerCase();
}

/**
 * The live service's own suggestions (`/autocomplete`, 1 credit a call), only where the person
 * switched them on (DESIGN §4 On the device, for nothing): the Serper-compatible service, never a
 * private window, from MIN_SERVICE_CHARS characters, once per prefix (cached, and one request for
 * the same prefix in flight), held back by the daily budget, charged and recorded in the ledger
 * like any request (its own cost key, "autocomplete"). Resolves to the suggestions, or none —
 * never an error: a suggestion that could not be had is simply not shown.
 */
export function createServiceSuggestions(deps: ServiceSuggestionDeps) {
  const now = deps.now ?? Date.now;
  const running = deps.running ?? runningCosts();
  const inFlight = new Map<string, Promise<string[]>>();
  /** The books still being kept (ledger, cache writes), for whenIdle. */
  const finishing = new Set<Promise<unknown>>();
  const later = (work: Promise<unknown>) => {
    finishing.add(work);
    void work.finally(() => finishing.delete(work));
  };

  async function ask(prefix: string, key: string, settings: Settings, source: SearchSource): Promise<string[]> {
    const held = await deps.cache?.get(key).catch(() => undefined);
    if (held) return held.response.suggestions;
    const { usage } = deps;
    const preferences = usage?.preferences();
    const basis = await readBudgetBasis(usage, preferences);
    // From the check to the reservation nothing is awaited: no search or read can pass between.
    const ledger = usage?.ledger.snapshot();
    if (budgetError(basis, ledger, running.total(), { type: AUTOCOMPLETE_ENDPOINT }, now())) return [];
    const expected = expectedCost(ledger, AUTOCOMPLETE_ENDPOINT);
    const id = newSearchId();
    const release = running.reserve(id, expected);
    const result = await (deps.callAutocomplete ?? callAutocompleteApi)({
      baseUrl: settings.apiBaseUrl,
      apiKey: settings.apiKey,
      text: prefix,
    }).finally(release);
    if (!result.ok) {
      if (result.error.kind === 'insufficient-credits') {
        await deps.bookkeeping.guarded(async () => usage?.ledger.exhausted(now()));
        deps.onServiceAnswered?.();
      }
      return [];
    }
    const at = now();
    const { credits } = result.value;
    // Counted at once (DESIGN §4 Credits): what the answer said it billed, else its expected cost, never 0.
    const charge: PendingCharge = {
      id,
      at,
      credits: credits ?? expected,
      source,
      endpoint: AUTOCOMPLETE_ENDPOINT,
      ...(credits === undefined && { reported: false }),
    };
    usage?.ledger.charge(charge);
    const entry = deps.cache?.hold(key, result.value, SUGGESTIONS_TTL_MS, at);
    if (entry && (await preferences)?.privateMode === true) deps.cache?.release(entry);
    else if (entry) later(deps.bookkeeping.guarded(() => deps.cache?.persist(entry) ?? Promise.resolve()));
    later(deps.bookkeeping.afterPaint(async () => usage?.ledger.billed(charge)).then(() => deps.onServiceAnswered?.()));
    return result.value.suggestions;
  }

  return {
    /** The service's suggestions for what is typed, from a page of `view`; none where they may not be asked. */
    async suggest(text: string, view: SearchView, source: SearchSource): Promise<string[]> {
      const prefix = suggestionPrefix(text);
      if (view.private || [...prefix].length < MIN_SERVICE_CHARS || !(await deps.optedIn())) return [];
      const settings = await deps.readSettings();
      if (settings.dialect !== 'serper' || !(await checkServiceAccess(settings, deps.hasHostPermission)).ok) return [];
      const key = `${KEY_PREFIX}${cacheKey(await deps.fingerprintOf(settings.apiKey), settings.apiBaseUrl, prefix)}`;
      const joined = inFlight.get(key);
      if (joined) return joined;
      const asking = ask(prefix, key, settings, source).finally(() => inFlight.delete(key));
      inFlight.set(key, asking);
      return asking;
    },

    /** Resolves once every ask so far has kept its books (tests). */
    async whenIdle(): Promise<void> {
      while (finishing.size > 0) await Promise.allSettled([...finishing]);
    },
  };
}

export type ServiceSuggestionService = ReturnType<typeof createServiceSuggestions>;
