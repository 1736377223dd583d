import { readSettings } from '../settings/read-settings';
import { apiBaseUrlItem, apiDialectItem, apiKeyItem, apiKeySetItem, readerUrlItem } from '../settings/settings-items';
import { fetchAccountBalance } from '../api/account-client';
import { checkServiceBalance, serviceBalanceItem, withServiceBalance } from '../credits/service-balance';
import { balanceCheckItem, checkBalanceCheck } from '../credits/balance-check';
import { pendingChargesItem } from '../credits/pending-charges';
import { summarize } from '../credits/credit-ledger';
import { balanceRefresher } from '../search/balance-refresher';
import { checkedBalanceFetch } from '../search/check-search-settings';
import { apiKeyOriginsItem } from '../settings/key-origin';
import { usagePreferencesItem } from '../settings/usage-preferences';
import { keyOriginsSchema, usagePreferencesSchema } from '../settings/setting-schemas';
import { createSnapshot, onKeysChanged } from '../settings/settings-snapshot';
import { createSearchService } from '../search/search-service';
import { runningCosts } from '../search/running-costs';
import { windowRecordStore } from '../search/window-records';
import { createCacheStore } from '../cache/cache-store';
import { createSearchCache } from '../cache/search-cache';
import { keyFingerprint } from '../cache/cache-policy';
import { isReaderPage } from '../api/reader-answer';
import { createReadService } from '../search/read-service';
import { createServiceSuggestions } from '../search/service-suggestions';
import { isServiceSuggestions } from '../api/autocomplete-answer';
import { checkServiceSuggestions, serviceSuggestionsItem } from '../settings/suggestion-items';
import { createBookkeeping } from '../search/bookkeeping';
import { createHistoryStore } from '../history/history-store';
import { historyVersionBumper } from '../history/history-version';
import { createLedgerArchive } from '../credits/ledger-archive';
import { createLedgerRecorder } from '../credits/ledger-recorder';
import { createHistoryRecorder } from '../history/history-recorder';
import type { UsageRecorder } from '../search/usage-recorder';
import { creditLedgerItem, LEDGER_REPAIR_FIELD } from '../credits/ledger-item';
import { updateBadge } from '../credits/badge';
import { recoveringSidekickDatabase } from '../search/recovering-database';
import { databaseReports } from './database-reports';
import { migrateLegacyData, moveLegacyHistory } from './legacy-migration';
import { localSpaceFreer } from './free-local-space';
import { storageProblemReporter } from '../storage/storage-problem-reporter';
import { createDataHandlers } from './data-handlers';
import { createEntryPointHandlers } from './entry-point-handlers';
import { createWindowHandlers } from './window-handlers';
import { senderViews, type MessageSender } from './sender-view';
import { suggestQueries } from './suggestion-handler';
import { deferredStartup } from './deferred-startup';
import { repairStoredSettings } from '../settings/repair-settings';
import { createSettingsSync, syncLimitsOf, type SyncArea } from '../settings/sync/settings-sync';
import type { WorkerBrowser } from '../browser/optional-apis';

/** Settings the search reads; a change to any of them is re-read before the next search. */
const SETTINGS_KEYS = [
  'apiKey',
  'apiKeyOrigins',
  'apiBaseUrl',
  'apiDialect',
  'readerUrl',
  'searchDefaults',
  'displayPreferences',
] as const;
/** Below this many bytes in the cache, clearing it is not room enough: the oldest history goes too. */
const SMALL_CACHE_BYTES = 1_000_000;

/**
 * The background's services, built once per service-worker start, with the browser passed in
 * (see WorkerBrowser: the namespaces some browsers lack are used only where they exist).
 */
export function createBackground(api: WorkerBrowser) {
  const bumpHistoryVersion = historyVersionBumper();
  /** The address bar's suggestions read the history list once per change, not per keystroke. */
  const historyList = createSnapshot(() => usage.history.list());
  const historyChanged = () => {
    historyList.invalidate();
    bumpHistoryVersion();
  };
  const reportStorageProblem = storageProblemReporter();
  // The worker's opener replaces a database a downgrade left at a newer version, and says
  // when one cannot be opened at all; the searches go on either way.
  const open = recoveringSidekickDatabase(databaseReports(reportStorageProblem, historyChanged));
  // Opened while the worker starts, so a search that woke it does not wait for the database.
  open().catch(() => undefined);
  const cacheStore = createCacheStore(open);
  const historyStore = createHistoryStore(open);
  const settings = createSnapshot(readSettings);
  const preferences = createSnapshot(async () => usagePreferencesSchema.parse(await usagePreferencesItem.getValue()));
  onKeysChanged(api.storage.local.onChanged, SETTINGS_KEYS, settings.invalidate);
  onKeysChanged(api.storage.local.onChanged, ['usagePreferences'], preferences.invalidate);
  const permissions = new Map<string, Promise<boolean>>();
  api.permissions.onAdded.addListener(() => permissions.clear());
  api.permissions.onRemoved.addListener(() => permissions.clear());

  /** Cache first, then the oldest quarter of the history when the cache was small. */
  const freeSpace = async () => {
    if ((await cacheStore.clear()) < SMALL_CACHE_BYTES) await historyStore.dropOldest(0.25);
  };

  let resolveMigrated: () => void = () => undefined;
  const migrated = new Promise<void>((resolve) => (resolveMigrated = resolve));
  const usage: UsageRecorder = {
    preferences: preferences.read,
    ledger: createLedgerRecorder({
      archive: createLedgerArchive(open),
      freeSpace,
      // storage.local is full: free space there, never in IndexedDB, which frees nothing there.
      freeLocalSpace: localSpaceFreer({
        local: api.storage.local,
        moveLegacyHistory: () => moveLegacyHistory({ local: api.storage.local, history: historyStore, historyChanged }),
      }),
      ready: migrated,
    }),
    history: createHistoryRecorder({
      history: historyStore,
      preferences: preferences.read,
      freeSpace,
      historyChanged,
      ready: migrated,
    }),
  };
  const cache = createSearchCache(cacheStore, Date.now, migrated);
  cache.warm();
  // Pages read here, in the same store under keys of their own: cleared, capped and swept with the searches.
  const readCache = createSearchCache(cacheStore, Date.now, migrated, isReaderPage);
  // The service's suggestions for each prefix typed (opt-in, 1 credit each), in the same store too.
  const suggestionCache = createSearchCache(cacheStore, Date.now, migrated, isServiceSuggestions);
  const caches = {
    clear: async () => {
      await Promise.all([cache.clear(), readCache.clear(), suggestionCache.clear()]);
    },
  };
  const startup = deferredStartup();
  /** permissions.contains, remembered per origin pattern until a permission is added or removed. */
  const hasHostPermission = (pattern: string) => {
    let known = permissions.get(pattern);
    if (!known) {
      known = api.permissions.contains({ origins: [pattern] });
      permissions.set(pattern, known);
      known.catch(() => permissions.delete(pattern));
    }
    return known;
  };
  const balances = balanceRefresher({
    readSettings: settings.read,
    // The key goes to /account only where a search could send it (the same permission check).
    fetchBalance: checkedBalanceFetch(fetchAccountBalance, hasHostPermission, async () =>
      keyOriginsSchema.parse(await apiKeyOriginsItem.getValue()),
    ),
    store: (balance) => serviceBalanceItem.setValue(balance),
    billedTotal: async () => (await usage.ledger.current()).billedTotal ?? 0,
    readCheck: async () => checkBalanceCheck(await balanceCheckItem.getValue()),
    writeCheck: (check) => balanceCheckItem.setValue(check),
    // While this worker runs; a page that shows the balance asks for the read too (the worker may be stopped).
    schedule: (at, read) => void setTimeout(read, Math.max(0, at - Date.now())),
  });
  // Searches and reads in flight, counted together by the daily budget.
  const running = runningCosts();
  const searchService = createSearchService({
    running,
    readSettings: settings.read,
    hasHostPermission,
    records: windowRecordStore(api.storage.session),
    cache,
    usage,
    freeSpace,
    onRequestSent: startup.requestSent,
    onServiceAnswered: () => void balances.refresh('billed'),
    onBookkeepingFailed: (error) => reportStorageProblem(error),
  });

  let readerFingerprint: { apiKey: string; value: Promise<string> } | undefined;
  const readService = createReadService({
    readSettings: settings.read,
    hasHostPermission,
    cache: readCache,
    usage,
    freeSpace,
    bookkeeping: createBookkeeping(150, (error) => reportStorageProblem(error)),
    running,
    fingerprintOf: (apiKey) => {
      if (readerFingerprint?.apiKey !== apiKey) readerFingerprint = { apiKey, value: keyFingerprint(apiKey) };
      return readerFingerprint.value;
    },
    onServiceAnswered: () => void balances.refresh('billed'),
  });

  const serviceSuggestions = createServiceSuggestions({
    readSettings: settings.read,
    optedIn: async () => checkServiceSuggestions(await serviceSuggestionsItem.getValue()),
    hasHostPermission,
    fingerprintOf: keyFingerprint,
    cache: suggestionCache,
    usage,
    running,
    bookkeeping: createBookkeeping(150, (error) => reportStorageProblem(error)),
    onServiceAnswered: () => void balances.refresh('billed'),
  });

  const data = createDataHandlers({ cache: caches, usage });
  // storage.sync where the browser has it (typed as always there; some builds lack it).
  const syncArea = (api.storage as { sync?: SyncArea }).sync;
  const settingsSync = createSettingsSync({
    local: api.storage.local,
    sync: syncArea,
    limits: syncLimitsOf(syncArea),
    platformOs: async () => (await api.runtime.getPlatformInfo()).os,
  });
  const views = senderViews(api.windows);
  const windowHandlers = createWindowHandlers(searchService, views.viewOf);

  const entryPoints = createEntryPointHandlers(api, searchService, {
    settings: settings.read,
    pastSearches: historyList.read,
    preferences: preferences.read,
  });

  /**
   * Moves the first release's storage.local history, cache and ledger to their new stores.
   * Started with the worker (a search's cache lookup waits for it); usually it only finds
   * that there is nothing to move. A failure leaves the old keys for the next start.
   */
  function migrate(): void {
    migrateLegacyData({
      local: api.storage.local,
      history: historyStore,
      cache: cacheStore,
      migrateLedger: () => usage.ledger.migrateLedger(),
      historyChanged,
      now: Date.now,
    })
      .catch((error: unknown) => console.warn('Search Sidekick could not move stored data:', error))
      .finally(resolveMigrated);
  }

  async function refreshBadge(): Promise<void> {
    const [ledger, prefs, service, { apiBaseUrl }] = await Promise.all([
      usage.ledger.current(),
      preferences.read(),
      serviceBalanceItem.getValue(),
      settings.read(),
    ]);
    const { remaining } = withServiceBalance(
      summarize(ledger, Date.now()),
      ledger,
      checkServiceBalance(service),
      apiBaseUrl,
    );
    // Firefox's MV2 build names the toolbar button browserAction; a browser with neither has no badge.
    const action = api.action ?? api.browserAction;
    if (action) await updateBadge(action, remaining, prefs);
  }

  return {
    searchService,
    readService,
    /** The service's own suggestions while typing (opt-in, 1 credit each). */
    serviceSuggestions,
    data,
    /** The settings' sync through storage.sync (opt-in): its storage.onChanged listener and start-up catch-up. */
    settingsSync,
    views,
    /** The service's own balance, where it reports one: read when a page opens, at most once a minute. */
    refreshBalance: () => balances.refresh('open'),
    /**
     * Credits a stopped worker counted but did not write go into the ledger, and a balance read
     * that fell due while no worker ran is made (start-up work).
     */
    resumeCredits: async () => {
      await usage.ledger.recoverPending();
      await balances.resume();
    },
    windowHandlers,
    refreshBadge,
    syncApiKeySet,
    migrate,
    /** Deletes the cache's expired records, whose keys hold past queries (start-up work). */
    sweepCache: () => cache.sweep(),
    /** Work a start needs but a search does not: after the first request has left, or soon if none comes. */
    afterFirstSearch: startup.run,
    /** Right-click menu, keyboard shortcut and address-bar keyword. */
    entryPoints,
    /**
     * A window closed: its current search goes with it, and when no private window is left,
     * nothing of what was searched in them stays behind.
     */
    windowClosed: async (windowId: number, openWindows: ReadonlyArray<{ incognito: boolean }>) => {
      views.forget(windowId);
      if (!openWindows.some((window) => window.incognito)) searchService.forgetPrivate();
      await searchService.forgetWindow(windowId);
    },
    /** The search boxes' suggestions from the history; none for a private window. */
    suggestQueries: async (data: unknown, sender: MessageSender) => {
      const view = await views.viewOf(sender, (data as { windowId?: number } | null)?.windowId);
      if (view.private) return { queries: [] };
      return suggestQueries(data, { pastSearches: historyList.read, preferences: preferences.read });
    },
    /** Menus are created once per install/update (they survive worker restarts), and again when presets change. */
    onInstalled: async (reason: string) => {
      // Built alongside, not first: the options page opens as soon as it did before menus read settings.
      const menus = entryPoints.rebuildMenus();
      await seedDemoKey();
      if (reason === 'install') await api.runtime.openOptionsPage();
      await menus;
    },
    onMenuClick: entryPoints.onMenuClick,
    /** A damaged stored field is reset alone, and the options page says which (see settingsNoticesItem). */
    repairStorage: async () => {
      // After the migration: the repair then sees the ledger in its current shape.
      await migrated;
      return repairStoredSettings(api.storage.local, Date.now(), [LEDGER_REPAIR_FIELD]);
    },
    /** Answers cached for one key or API must never be served for another. */
    watchCredentials: () => {
      // A balance read for one key or address says nothing of another; the new one is read at once.
      const forgetServiceBalance = () => {
        void serviceBalanceItem.removeValue();
        void balanceCheckItem.removeValue();
      };
      apiKeyItem.watch(() => {
        void caches.clear();
        void syncApiKeySet();
        forgetServiceBalance();
      });
      apiBaseUrlItem.watch(() => {
        void caches.clear();
        forgetServiceBalance();
      });
      apiDialectItem.watch(() => {
        void caches.clear();
        forgetServiceBalance();
      });
      // Pages read through one reader are not served for another.
      readerUrlItem.watch(() => void readCache.clear());
      serviceBalanceItem.watch(() => void refreshBadge());
      creditLedgerItem.watch(() => {
        // Another context's write (a repair) is read again; the worker's own leave it as it was.
        void usage.ledger.reload().then(refreshBadge);
      });
      // A charge moves the badge at once, before the ledger is written.
      pendingChargesItem.watch(() => void refreshBadge());
      usagePreferencesItem.watch(() => void refreshBadge());
    },
  };
}

/** In `wxt` dev runs only: the demo key, so a newcomer sees results at once. Never in a production build. */
async function seedDemoKey(): Promise<void> {
  const demoKey = import.meta.env.DEV ? import.meta.env.WXT_DEMO_API_KEY : undefined;
  if (demoKey && (await apiKeyItem.getValue()) === '') await apiKeyItem.setValue(demoKey);
}

/** Keeps the pages' yes/no in step with the key, whoever wrote it. */
async function syncApiKeySet(): Promise<void> {
  const key = await apiKeyItem.getValue();
  const isSet = typeof key === 'string' && key.trim() !== '';
  if ((await apiKeySetItem.getValue()) !== isSet) await apiKeySetItem.setValue(isSet);
}
