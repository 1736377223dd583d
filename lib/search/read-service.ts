import { callReaderApi } from '../api/reader-client';
import type { ReaderPage } from '../api/reader-answer';
import { fail, type Result } from '../api/search-error';
import { cacheKey, ttlFor } from '../cache/cache-policy';
import { expectedCost, READER_ENDPOINT } from '../credits/expected-cost';
import type { PendingCharge } from '../credits/pending-charges';
import type { LedgerEvent } from '../credits/credit-ledger';
import { t } from '../i18n/messages';
import type { Settings } from '../settings/read-settings';
import { writeFreeingSpace } from '../storage/quota';
import { budgetError, readBudgetBasis } from './budget-check';
import { newSearchId } from './current-search';
import { runningCosts } from './running-costs';
import type { ReadMessage, ReadOutcome } from './read-message';
import { checkReaderSettings } from './read-settings-check';
import type { SearchView } from './search-message';
import { PRIVATE_CACHE_PREFIX } from './search-run';
import type { ReadDeps } from './read-deps';
import { pageAddress } from './page-address';

/** What the cache keys of read pages start with, apart from searches' keys. */
const READ_KEY_PREFIX = 'read|';

interface Prepared {
  settings: Settings;
  address: string;
  key: string;
}

/**
 * Reads result pages through the service's reader (DESIGN §4 Reading a result here): a billed
 * request like a search — its settings and permission checked the same way, served from the
 * cache for 0 credits while cached, identical reads in flight sharing one request, held back
 * by the daily budget, counted in the ledger on a line of its own ("reader") and noted in the
 * history on the search it came from. Always resolves to data.
 */
export function createReadService(deps: ReadDeps) {
  const now = deps.now ?? Date.now;
  const running = deps.running ?? runningCosts();
  const inFlight = new Map<string, Promise<ReadOutcome>>();
  /** The books still being kept (ledger, history, cache writes), for whenIdle. */
  const finishing = new Set<Promise<unknown>>();
  const later = (work: Promise<unknown>) => {
    finishing.add(work);
    void work.finally(() => finishing.delete(work));
  };

  async function prepare(message: ReadMessage, view: SearchView): Promise<Result<Prepared>> {
    const settings = await deps.readSettings();
    const checked = await checkReaderSettings(settings, deps.hasHostPermission);
    if (!checked.ok) return checked;
    const address = pageAddress(message.url);
    // Menus offer Read here only on http(s) results: anything else is a message not of ours.
    if (address === undefined) return fail('invalid-request', t('errUnreadableMessage'));
    const fingerprint = await deps.fingerprintOf(settings.apiKey);
    // A private window's pages live under keys of their own, in memory only (like its searches).
    const key = `${view.private ? PRIVATE_CACHE_PREFIX : ''}${READ_KEY_PREFIX}${cacheKey(fingerprint, settings.readerUrl, address)}`;
    return { ok: true, value: { settings, address, key } };
  }

  async function run(message: ReadMessage, view: SearchView, prepared: Prepared): Promise<ReadOutcome> {
    const { settings, address, key } = prepared;
    const preferencesRead = deps.usage?.preferences();
    const budgetRead = message.overBudgetOk ? undefined : readBudgetBasis(deps.usage, preferencesRead);
    void Promise.allSettled([preferencesRead, budgetRead]);
    const hit = message.refresh ? undefined : await deps.cache?.get(key).catch(() => undefined);
    if (hit) {
      const outcome: ReadOutcome = { ok: true, page: hit.response, billed: 0, cachedAt: hit.fetchedAt };
      const saved = {
        at: now(),
        credits: 0,
        source: message.source ?? 'sidepanel',
        endpoint: READER_ENDPOINT,
        saved: hit.response.credits ?? 0,
      };
      later(keepBooks(message, view, outcome, saved));
      return outcome;
    }
    const basis = await budgetRead;
    // From the check to the reservation nothing is awaited: no search or read can pass between.
    const ledger = deps.usage?.ledger.snapshot();
    const over = budgetError(basis, ledger, running.total(), { type: READER_ENDPOINT }, now());
    if (over) return { ok: false, error: over };
    const expected = expectedCost(ledger, READER_ENDPOINT);
    const chargeId = newSearchId();
    const release = running.reserve(chargeId, expected);
    let result: Result<ReaderPage>;
    try {
      result = await (deps.callReader ?? callReaderApi)({
        readerUrl: settings.readerUrl,
        apiKey: settings.apiKey,
        pageUrl: address,
      });
    } catch (error) {
      release();
      throw error;
    }
    if (!result.ok) {
      release();
      if (result.error.kind === 'insufficient-credits') {
        await deps.bookkeeping.guarded(async () => deps.usage?.ledger.exhausted(now()));
        deps.onServiceAnswered?.();
      }
      return result;
    }
    const page = result.value;
    const fetchedAt = now();
    // The read's credits count from now, before the page is shown (DESIGN §4 Credits): the
    // credits reported, or, when the service said none, its expected cost — never 0.
    const charge: PendingCharge = {
      id: chargeId,
      at: fetchedAt,
      credits: page.credits ?? expected,
      source: message.source ?? 'sidepanel',
      endpoint: READER_ENDPOINT,
      ...(page.credits === undefined && { reported: false }),
    };
    deps.usage?.ledger.charge(charge);
    release();
    const preferences = await preferencesRead;
    // Held in memory before the outcome is returned: a read again at once is served from here.
    const held = deps.cache?.hold(key, page, ttlFor({ query: '' }, preferences?.cacheTtlMinutes ?? 0), fetchedAt);
    const keepsNothing = preferences?.privateMode === true || view.private;
    if (held && keepsNothing) deps.cache?.release(held);
    if (held && !keepsNothing) {
      const freeing = (write: () => Promise<void>) =>
        deps.freeSpace ? writeFreeingSpace(write, deps.freeSpace) : write();
      // Once the page has painted the text: a 100 KB record written meanwhile takes the same cores.
      later(deps.bookkeeping.afterPaint(() => deps.cache?.persist(held, freeing) ?? Promise.resolve()));
    }
    const outcome: ReadOutcome = { ok: true, page, ...(page.credits !== undefined && { billed: page.credits }) };
    later(keepBooks(message, view, outcome, charge).then(() => deps.onServiceAnswered?.()));
    return outcome;
  }

  /** The ledger (billed, or what the cache saved) and the history note on the search read from. */
  async function keepBooks(
    message: ReadMessage,
    view: SearchView,
    outcome: ReadOutcome & { ok: true },
    event: LedgerEvent,
  ) {
    const { usage } = deps;
    if (!usage) return;
    const { at } = event;
    const { searchId } = message;
    await Promise.all([
      deps.bookkeeping.afterPaint(() => usage.ledger.billed(event)),
      searchId !== undefined &&
        !view.private &&
        // After the paint too: the history's change reaches every open page, the reading one first.
        deps.bookkeeping.afterPaint(() =>
          usage.history.noteRead(searchId, {
            url: outcome.page.url,
            title: outcome.page.title || (message.title ?? ''),
            at,
            ...(outcome.billed !== undefined && { credits: outcome.billed }),
          }),
        ),
    ]);
  }

  return {
    /** Reads a page (or joins the identical read in flight, or serves it from the cache). */
    async read(message: ReadMessage, view: SearchView): Promise<ReadOutcome> {
      const prepared = await prepare(message, view);
      if (!prepared.ok) return prepared;
      const { key } = prepared.value;
      const joined = message.refresh ? undefined : inFlight.get(key);
      if (joined) {
        if (!message.overBudgetOk) return joined;
        // "Read anyway" that met the same read held back by the budget: this one is sent.
        const outcome = await joined;
        if (outcome.ok || outcome.error.kind !== 'over-budget') return outcome;
      }
      const running = run(message, view, prepared.value).finally(() => {
        if (inFlight.get(key) === running) inFlight.delete(key);
      });
      inFlight.set(key, running);
      return running;
    },

    /** Whether reading a page would come from the cache (Read here then costs nothing); nothing is sent. */
    async isCached(message: Pick<ReadMessage, 'url'>, view: SearchView): Promise<boolean> {
      const prepared = await prepare(message, view);
      if (!prepared.ok) return false;
      return (await deps.cache?.get(prepared.value.key).catch(() => undefined)) !== undefined;
    },

    /** Resolves once every read so far has kept its books (tests). */
    async whenIdle(): Promise<void> {
      while (finishing.size > 0) await Promise.allSettled([...finishing]);
    },
  };
}

export type ReadService = ReturnType<typeof createReadService>;
