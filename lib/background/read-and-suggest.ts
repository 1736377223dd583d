import type { Settings } from '../settings/read-settings';
import type { ReaderPage } from '../api/reader-answer';
import type { ServiceSuggestions } from '../api/autocomplete-answer';
import { keyFingerprint } from '../cache/cache-policy';
import type { SearchCache } from '../cache/search-cache';
import { createReadService } from '../search/read-service';
import { createServiceSuggestions } from '../search/service-suggestions';
import { createBookkeeping } from '../search/bookkeeping';
import type { RunningCosts } from '../search/running-costs';
import type { UsageRecorder } from '../search/usage-recorder';
import { checkServiceSuggestions, serviceSuggestionsItem } from '../settings/suggestion-items';

export interface ReadAndSuggestDeps {
  readSettings: () => Promise<Settings>;
  hasHostPermission: (pattern: string) => Promise<boolean>;
  readCache: SearchCache<ReaderPage>;
  suggestionCache: SearchCache<ServiceSuggestions>;
  usage: UsageRecorder;
  freeSpace: () => Promise<void>;
  running: RunningCosts;
  reportStorageProblem: (error: unknown) => void;
  onServiceAnswered: () => void;
}

/** The two paid services beside the search: a page read through the reader, and the service's own suggestions. */
export function createReadAndSuggest(deps: ReadAndSuggestDeps) {
  const { readSettings, hasHostPermission, usage, running, reportStorageProblem, onServiceAnswered } = deps;
  let readerFingerprint: { apiKey: string; value: Promise<string> } | undefined;
  const readService = createReadService({
    readSettings,
    hasHostPermission,
    cache: deps.readCache,
    usage,
    freeSpace: deps.freeSpace,
    bookkeeping: createBookkeeping(150, (error) => reportStorageProblem(error)),
    running,
    fingerprintOf: (apiKey) => {
      if (readerFingerprint?.apiKey !== apiKey) readerFingerprint = { apiKey, value: keyFingerprint(apiKey) };
      return readerFingerprint.value;
    },
    onServiceAnswered,
  });

  const serviceSuggestions = createServiceSuggestions({
    readSettings,
    optedIn: async () => checkServiceSuggestions(await serviceSuggestionsItem.getValue()),
    hasHostPermission,
    fingerprintOf: keyFingerprint,
    cache: deps.suggestionCache,
    usage,
    running,
    bookkeeping: createBookkeeping(150, (error) => reportStorageProblem(error)),
    onServiceAnswered,
  });
  return { readService, serviceSuggestions };
}
