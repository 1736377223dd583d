import { describe, expect, it } from 'vitest';
import { createEntryPointHandlers } from '../../lib/background/entry-point-handlers';
import type { WorkerBrowser } from '../../lib/browser/optional-apis';
import { pastSearches } from './past-searches';
import type { Settings } from '../../lib/settings/read-settings';
import { DEFAULT_USAGE_PREFERENCES } from '../../lib/settings/usage-preferences';

/*
 * Review 4, L6: the address bar's keyword suggests past queries — never in a private window,
 * where the normal windows' searches would be shown to whoever sees that window. The address
 * bar names no window: the worker asks which one is focused (the one typed in).
 */

const SETTINGS: Settings = {
  apiKey: 'k',
  apiBaseUrl: 'https://api.example.com',
  dialect: 'spec',
  readerUrl: '',
  searchDefaults: {},
  display: { openLinksIn: 'new-tab' },
};

/** The worker's entry points with a browser whose focused window is `focused` (or cannot be told). */
function handlers(focused: { id?: number; incognito: boolean } | 'unknown') {
  const defaults: string[] = [];
  const api = {
    runtime: { getURL: (path: string) => `chrome-extension://ext${path}` },
    omnibox: {
      setDefaultSuggestion: (suggestion: { description: string }) => {
        defaults.push(suggestion.description);
        return Promise.resolve();
      },
    },
    // The quick look's per-tab store is made at once (never read by the address bar).
    storage: { session: {} },
    windows: {
      getLastFocused: () => (focused === 'unknown' ? Promise.reject(new Error('no window')) : Promise.resolve(focused)),
    },
  };
  const entryPoints = createEntryPointHandlers(
    // Only what the address bar's suggestions use: the rest of the browser is not reached.
    api as unknown as WorkerBrowser,
    {
      search: () => Promise.reject(new Error('nothing is searched')),
      storePending: () => Promise.resolve(),
      answerShown: () => undefined,
    },
    {
      settings: () => Promise.resolve(SETTINGS),
      pastSearches: () => Promise.resolve(pastSearches('ada lovelace', 'adam smith', 'paris')),
      preferences: () => Promise.resolve(DEFAULT_USAGE_PREFERENCES),
    },
  );
  const suggestionsFor = async (text: string) => {
    let suggested: Array<{ content: string }> | undefined;
    await entryPoints.onOmniboxInputChanged(text, (suggestions) => (suggested = suggestions));
    return suggested?.map((suggestion) => suggestion.content);
  };
  return { suggestionsFor, defaults };
}

describe('the address bar’s past-query suggestions', () => {
  it('are offered in a normal window', async () => {
    const { suggestionsFor } = handlers({ id: 3, incognito: false });
    expect(await suggestionsFor('ada')).toEqual(['ada lovelace', 'adam smith']);
  });

  it('are never offered in a private window; the keyword’s own line still says what Enter does', async () => {
    const { suggestionsFor, defaults } = handlers({ id: 4, incognito: true });
    expect(await suggestionsFor('ada')).toEqual([]);
    expect(await suggestionsFor('news ada')).toEqual([]);
    expect(defaults.at(-1)).toContain('ada');
  });

  it('are not offered when the window cannot be told (counted as private)', async () => {
    const { suggestionsFor } = handlers('unknown');
    expect(await suggestionsFor('ada')).toEqual([]);
  });
});
