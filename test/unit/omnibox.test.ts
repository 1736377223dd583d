import { recordingSurface } from './recording-surface';
import { describe, expect, it } from 'vitest';
import {
  defaultSuggestion,
  describe as describeForOmnibox,
  escapeOmniboxXml,
  handleOmniboxInput,
  historySuggestions,
  type OmniboxDeps,
} from '../../lib/browser/omnibox';
import type { PendingMessage } from '../../lib/browser/selection-search';
import type { HistorySummary } from '../../lib/history/search-history';
import { pastSearches as history } from './past-searches';
import { pastQueries } from '../../lib/history/query-suggestions';
import { readTypePrefix } from '../../lib/browser/omnibox-prefix';
import { DEFAULT_USAGE_PREFERENCES } from '../../lib/settings/usage-preferences';

/** The address bar's suggestions for what is typed, through the search boxes' one matcher path. */
async function suggestFor(typed: string, past: HistorySummary[], xml: boolean) {
  const sources = {
    pastSearches: () => Promise.resolve(past),
    preferences: () => Promise.resolve(DEFAULT_USAGE_PREFERENCES),
  };
  // As the worker does: past queries match what follows a type prefix, which each suggestion keeps.
  const { type, query } = readTypePrefix(typed);
  return historySuggestions(await pastQueries(query, sources), xml, type);
}

function recordingDeps(panelOpens = true, isPrivate = false) {
  const calls: string[] = [];
  const handedOver: PendingMessage[] = [];
  const { surface, stored } = recordingSurface(calls, {
    defaults: { numberOfResults: 20 },
    newId: 'id-o',
    openResultsTab: () => Promise.reject(new Error('the omnibox replaces this')),
    // The window the keyword was typed in: the address bar names none.
    focused: { windowId: 9, private: isPrivate },
  });
  const deps: OmniboxDeps = {
    ...surface,
    openPanel: () => {
      calls.push('openPanel');
      return Promise.resolve(panelOpens);
    },
    // As the worker does: the search handed over in storage.session, the tab's address its id only.
    resultsTabUrl: (message) => {
      handedOver.push(message);
      return Promise.resolve(`ext://sidepanel.html?search=${message.id}`);
    },
    updateCurrentTab: (url) => {
      calls.push(`updateCurrentTab:${url}`);
      return Promise.resolve();
    },
    createTab: (url, active) => {
      calls.push(`createTab:${url}:${active}`);
      return Promise.resolve();
    },
  };
  return { deps, calls, stored, handedOver };
}

describe('the address-bar keyword', () => {
  it('escapes the five XML characters in descriptions, since Chrome parses them as XML', () => {
    expect(escapeOmniboxXml(`a&b <c> 'd' "e"`)).toBe('a&amp;b &lt;c&gt; &apos;d&apos; &quot;e&quot;');
  });

  it('suggests past queries containing every typed word, newest first, each once, at most six', async () => {
    const past = history(
      'rust traits',
      'Rust <generics>',
      'python',
      'rust traits',
      'rust a',
      'rust b',
      'rust c',
      'rust d',
      'rust e',
    );
    const suggestions = await suggestFor('RUST', past, true);
    expect(suggestions).toHaveLength(6);
    expect(suggestions[0]).toEqual({ content: 'rust traits', description: 'rust traits — past search' });
    expect(suggestions[1]).toEqual({ content: 'Rust <generics>', description: 'Rust &lt;generics&gt; — past search' });
    expect(suggestions.map((s) => s.content)).not.toContain('python');
  });

  it('leaves descriptions as typed for Firefox, which shows them as plain text', async () => {
    expect(await suggestFor('a', history('a & b'), false)).toEqual([
      { content: 'a & b', description: 'a & b — past search' },
    ]);
  });

  it('does not suggest exactly what is already typed', async () => {
    expect((await suggestFor('python', history('python', 'python 3'), true)).map((s) => s.content)).toEqual([
      'python 3',
    ]);
  });

  it('offers a default suggestion naming the query, escaped', () => {
    expect(defaultSuggestion(' a<b ', true)).toEqual({ description: 'Search Web Search API for a&lt;b' });
    expect(defaultSuggestion('', true).description).toMatch(/^Search Web Search API — or start with news, img/u);
  });

  it('Enter opens the side panel first, then searches with source "omnibox" and the defaults', async () => {
    const { deps, calls, stored } = recordingDeps();
    const done = handleOmniboxInput('ada  lovelace', 'currentTab', deps);
    expect(calls).toEqual(['openPanel']);
    await done;
    expect(calls).toEqual(['openPanel', 'startSearch:omnibox']);
    expect(stored[0]).toEqual({
      id: 'id-o',
      source: 'omnibox',
      request: { numberOfResults: 20, query: 'ada lovelace' },
    });
  });

  it('where the panel cannot open, the current tab becomes the page that shows the search started, by its id', async () => {
    const { deps, calls, handedOver } = recordingDeps(false);
    await handleOmniboxInput('a b', 'currentTab', deps);
    expect(calls).toEqual(['openPanel', 'startSearch:omnibox', 'updateCurrentTab:ext://sidepanel.html?search=id-o']);
    expect(handedOver).toEqual([{ id: 'id-o', source: 'omnibox', request: { numberOfResults: 20, query: 'a b' } }]);
  });

  it.each([
    ['newForegroundTab', true],
    ['newBackgroundTab', false],
  ] as const)(
    '%s starts the search and opens a results tab (active: %s) whose address is its id only (L8/L9)',
    async (disposition, active) => {
      const { deps, calls, handedOver } = recordingDeps();
      await handleOmniboxInput('news red panda', disposition, deps);
      // Sent once, here; the tab only shows it by id, so a reload or a restored tab never sends it.
      expect(calls).toEqual(['startSearch:omnibox', `createTab:ext://sidepanel.html?search=id-o:${active}`]);
      expect(calls.join()).not.toContain('panda');
      expect(handedOver).toEqual([
        { id: 'id-o', source: 'omnibox', request: { numberOfResults: 20, query: 'red panda', type: 'news' } },
      ]);
    },
  );

  it('an empty entry only opens the panel', async () => {
    const { deps, calls } = recordingDeps();
    await handleOmniboxInput('   ', 'currentTab', deps);
    expect(calls).toEqual(['openPanel']);
  });
});

describe('address-bar text stays well-formed XML', () => {
  it('drops control and bidirectional characters from a past query', () => {
    expect(describeForOmnibox('a\u0000b\u202Ec<d>', true)).toBe('abc&lt;d&gt;');
    expect(describeForOmnibox('a\u0000b', false)).toBe('ab');
  });
});

describe('the address-bar keyword in a private window', () => {
  it('sends nothing while no page can show the search: it waits for the window’s panel, and no results tab opens', async () => {
    const { deps, calls, stored } = recordingDeps(false, true);
    await handleOmniboxInput('ada', 'currentTab', deps);
    expect(calls).toEqual(['openPanel', 'storePending:9']);
    expect(stored).toEqual([expect.objectContaining({ request: { numberOfResults: 20, query: 'ada' } })]);
  });

  it('Alt+Enter opens no tab either (it would open in a normal window) and sends nothing', async () => {
    const { deps, calls } = recordingDeps(true, true);
    await handleOmniboxInput('ada', 'newForegroundTab', deps);
    expect(calls).toEqual(['storePending:9']);
  });
});

describe('address-bar type prefixes', () => {
  it.each([
    ['news tesla', 'news', 'tesla'],
    ['img red panda', 'images', 'red panda'],
    ['Images red panda', 'images', 'red panda'],
    ['video cats', 'videos', 'cats'],
    ['map coffee near the station', 'places', 'coffee near the station'],
    ['shop usb-c cable', 'shopping', 'usb-c cable'],
    ['scholar attention is all you need', 'scholar', 'attention is all you need'],
    ['sch protein folding', 'scholar', 'protein folding'],
    ['patents solid state battery', 'patents', 'solid state battery'],
    ['web news', 'web', 'news'],
  ] as const)('“%s” searches %s for “%s”', async (text, type, query) => {
    const { deps, stored } = recordingDeps();
    await handleOmniboxInput(text, 'currentTab', deps);
    expect(stored[0]?.request).toMatchObject({ query, type });
  });

  // "paper towels" and "patent leather" are things people search for: those words choose no type.
  it.each(['news', 'tesla', 'newsletter tips', 'paper towels', 'patent leather shoes'])(
    '“%s” has no prefix: it is all query',
    async (text) => {
      const { deps, stored } = recordingDeps();
      await handleOmniboxInput(text, 'currentTab', deps);
      expect(stored[0]?.request).toEqual({ numberOfResults: 20, query: text });
    },
  );

  it('names the type in the default suggestion, and lists the prefixes before anything is typed', () => {
    expect(defaultSuggestion('img red <panda>', true)).toEqual({ description: 'Search Images for red &lt;panda&gt;' });
    expect(defaultSuggestion('', false).description).toBe(
      'Search Web Search API — or start with news, img, video, map, shop, scholar, patents for news, images, videos, places, products, papers or patents',
    );
  });

  it('suggests past queries for what follows a prefix, keeping the prefix', async () => {
    expect(await suggestFor('img pan', history('red panda', 'pancakes'), false)).toEqual([
      { content: 'img red panda', description: 'red panda — past search' },
      { content: 'img pancakes', description: 'pancakes — past search' },
    ]);
  });

  it('Alt+Enter with a prefix opens the results page for that type', async () => {
    const { deps, calls, stored } = recordingDeps();
    await handleOmniboxInput('news tesla', 'newForegroundTab', deps);
    expect(calls).toEqual(['startSearch:omnibox', 'createTab:ext://sidepanel.html?search=id-o:true']);
    expect(stored[0]?.request).toMatchObject({ query: 'tesla', type: 'news' });
  });
});
