import { createSnapshot } from '../settings/settings-snapshot';
import { createSearchService } from '../search/search-service';
import { runningCosts } from '../search/running-costs';
import { windowRecordStore } from '../search/window-records';
import { createCacheStore } from '../cache/cache-store';
import { createHistoryStore } from '../history/history-store';
import { historyVersionBumper } from '../history/history-version';
import { LEDGER_REPAIR_FIELD } from '../credits/ledger-item';
import { recoveringSidekickDatabase } from '../search/recovering-database';
import { databaseReports } from './database-reports';
import { legacyMigrationGate } from './legacy-migration';
import { storageProblemReporter } from '../storage/storage-problem-reporter';
import { createDataHandlers } from './data-handlers';
import { createEntryPointHandlers } from './entry-point-handlers';
import { createWindowHandlers } from './window-handlers';
import { senderViews, type MessageSender } from './sender-view';
import { suggestQueries } from './suggestion-handler';
import { deferredStartup } from './deferred-startup';
import { repairStoredSettings } from '../settings/repair-settings';
import { workerSettingsSync } from './worker-settings-sync';
import type { WorkerBrowser } from '../browser/optional-apis';
import { hostPermissionCache } from './host-permissions';
import { badgeRefresher } from './badge-refresh';
import { watchCredentials } from './credential-watch';
import { seedDemoKey, syncApiKeySet } from './api-key-items';
import { createWorkerUsage } from './worker-usage';
import { settingsSnapshots } from './settings-snapshots';
import { checkServiceAccess } from '../search/check-search-settings';
import { createWorkerCaches } from './worker-caches';
import { workerBalances } from './worker-balances';
import { createReadAndSuggest } from './read-and-suggest';

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
  const { settings, preferences } = settingsSnapshots(api.storage.local.onChanged);
  const hasHostPermission = hostPermissionCache(api.permissions);
  // Read while the worker starts, as the database is opened: a search that woke the worker then
  // finds the settings read and parsed, and the API's access asked, instead of waiting on the
  // browser for each before its request leaves (bench/LOG.md, 2026-11-30, the cold start).
  void settings
    .read()
    .then((read) => checkServiceAccess(read, hasHostPermission))
    .catch(() => undefined);

  /** Cache first, then the oldest quarter of the history when the cache was small. */
  const freeSpace = async () => {
    if ((await cacheStore.clear()) < SMALL_CACHE_BYTES) await historyStore.dropOldest(0.25);
  };

  const migration = legacyMigrationGate();
  const migrated = migration.done;
  const usage = createWorkerUsage({
    local: api.storage.local,
    open,
    history: historyStore,
    preferences: preferences.read,
    freeSpace,
    historyChanged,
    ready: migrated,
  });
  const caches = createWorkerCaches(cacheStore, migrated);
  const { cache, readCache } = caches;
  const startup = deferredStartup();
  const balances = workerBalances(settings.read, hasHostPermission, usage);
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

  const { readService, serviceSuggestions } = createReadAndSuggest({
    readSettings: settings.read,
    hasHostPermission,
    readCache,
    suggestionCache: caches.suggestionCache,
    usage,
    freeSpace,
    running,
    reportStorageProblem,
    onServiceAnswered: () => void balances.refresh('billed'),
  });

  const data = createDataHandlers({ cache: caches, usage });
  const settingsSync = workerSettingsSync(api);
  const views = senderViews(api.windows);
  const windowHandlers = createWindowHandlers(searchService, views.viewOf);

  const entryPoints = createEntryPointHandlers(api, searchService, {
    settings: settings.read,
    pastSearches: historyList.read,
    preferences: preferences.read,
  });

  const refreshBadge = badgeRefresher(api, usage, settings.read);

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
    /** Moves the first release's data to its new stores (start-up work; see legacyMigrationGate). */
    migrate: () =>
      migration.start({
        local: api.storage.local,
        history: historyStore,
        cache: cacheStore,
        migrateLedger: () => usage.ledger.migrateLedger(),
        historyChanged,
        now: Date.now,
      }),
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
    watchCredentials: () => watchCredentials(caches, usage.ledger, refreshBadge),
  };
}
