import { describe, expect, it } from 'vitest';
import { handleCommand, pageSelection, type CommandDeps } from '../../lib/browser/shortcut-command';
import { SELECTION_READ_LIMIT } from '../../lib/browser/selection-search';
import { NO_SELECTION_NOTICE, UNREADABLE_PAGE_NOTICE } from '../../lib/search/panel-notice';
import { recordingSurface } from './recording-surface';
import { t } from '../../lib/i18n/messages';

function recordingDeps(options: { selection?: string | Error; panelOpens?: boolean } = {}) {
  const calls: string[] = [];
  const { surface, stored } = recordingSurface(calls, { defaults: { country: 'GB' }, newId: 'id-7' });
  const notices: string[] = [];
  const deps: CommandDeps = {
    ...surface,
    openPanel: (windowId) => {
      calls.push(`openPanel:${windowId}`);
      return Promise.resolve(options.panelOpens ?? true);
    },
    readSelection: (tabId) => {
      calls.push(`readSelection:${tabId}`);
      const selection = options.selection ?? 'ada lovelace';
      return selection instanceof Error
        ? Promise.reject(selection)
        : Promise.resolve({ text: selection.slice(0, SELECTION_READ_LIMIT), length: selection.length });
    },
    showNotice: (text) => {
      calls.push('showNotice');
      notices.push(text);
      return Promise.resolve();
    },
  };
  return { deps, calls, stored, notices };
}

describe('the selection shortcut', () => {
  it('opens the side panel synchronously, before reading the selection through scripting', async () => {
    const { deps, calls } = recordingDeps();
    const done = handleCommand('search-selection', { id: 12, windowId: 4 }, deps);
    // Only the synchronous part has run: the panel opened first, the read has begun after it.
    expect(calls).toEqual(['openPanel:4', 'readSelection:12']);
    await done;
    expect(calls).toEqual(['openPanel:4', 'readSelection:12', 'startSearch:shortcut']);
  });

  it('searches the selection as one line, with the default options, as source "shortcut"', async () => {
    const { deps, stored } = recordingDeps({ selection: '  Ada\n  Lovelace ' });
    await handleCommand('search-selection', { id: 1, windowId: 1 }, deps);
    expect(stored).toEqual([{ id: 'id-7', source: 'shortcut', request: { country: 'GB', query: 'Ada Lovelace' } }]);
  });

  it('cuts an over-long selection to the cap and says so', async () => {
    const { deps, stored } = recordingDeps({ selection: 'y'.repeat(3000) });
    await handleCommand('search-selection', { id: 1, windowId: 1 }, deps);
    expect(stored[0]?.request.query).toHaveLength(2048);
    expect(stored[0]?.note).toBe('Your selection had 3,000 characters; only the first 2,048 were searched.');
  });

  it('with nothing selected, the panel opens with a note and nothing is searched', async () => {
    const { deps, calls, notices } = recordingDeps({ selection: ' \n ' });
    await handleCommand('search-selection', { id: 1, windowId: 2 }, deps);
    expect(calls).toEqual(['openPanel:2', 'readSelection:1', 'showNotice']);
    expect(notices).toEqual([t(NO_SELECTION_NOTICE)]);
  });

  it('on a page extensions cannot script, the panel says so instead of failing', async () => {
    const { deps, notices, stored } = recordingDeps({ selection: new Error('Cannot access a chrome:// URL') });
    await handleCommand('search-selection', { id: 1, windowId: 2 }, deps);
    expect(notices).toEqual([t(UNREADABLE_PAGE_NOTICE)]);
    expect(stored).toEqual([]);
  });

  it('opens a results tab for the search it started, by its id, when no panel could open', async () => {
    const { deps, calls } = recordingDeps({ panelOpens: false, selection: 'q' });
    await handleCommand('search-selection', { id: 1, windowId: 2 }, deps);
    expect(calls).toEqual(['openPanel:2', 'readSelection:1', 'startSearch:shortcut', 'openResultsTab:id-7']);
  });

  it('in a private tab, stores the search for its window’s panel and sends nothing before it shows', async () => {
    const { deps, calls, stored } = recordingDeps({ panelOpens: false, selection: 'secret' });
    await handleCommand('search-selection', { id: 1, windowId: 5, incognito: true }, deps);
    expect(calls).toEqual(['openPanel:5', 'readSelection:1', 'storePending:5']);
    expect(stored).toEqual([expect.objectContaining({ request: { country: 'GB', query: 'secret' } })]);
  });

  it('tells the panel of the window it was pressed in why nothing was searched', async () => {
    const { deps } = recordingDeps({ selection: '' });
    const windows: Array<number | undefined> = [];
    await handleCommand(
      'search-selection',
      { id: 1, windowId: 6 },
      {
        ...deps,
        showNotice: (_text, windowId) => {
          windows.push(windowId);
          return Promise.resolve();
        },
      },
    );
    expect(windows).toEqual([6]);
  });

  it('ignores other commands', async () => {
    const { deps, calls } = recordingDeps();
    await handleCommand('something-else', { id: 1, windowId: 2 }, deps);
    expect(calls).toEqual([]);
  });
});

describe('the selection read in the page', () => {
  // The page's globals the injected function reads, and nothing more (unit tests run in Node).
  class HTMLInputElement {}
  class HTMLTextAreaElement {
    constructor(
      readonly value: string,
      readonly selectionStart: number,
      readonly selectionEnd: number,
    ) {}
  }
  const withPage = (selection: string, run: () => void, activeElement: unknown = null) => {
    const globals = globalThis as Record<string, unknown>;
    const names = ['document', 'getSelection', 'HTMLInputElement', 'HTMLTextAreaElement'] as const;
    const saved = Object.fromEntries(names.map((name) => [name, globals[name]]));
    Object.assign(globals, {
      document: { activeElement },
      getSelection: () => ({ toString: () => selection }),
      HTMLInputElement,
      HTMLTextAreaElement,
    });
    try {
      run();
    } finally {
      Object.assign(globals, saved);
    }
  };

  it('cuts a 1 MB selection before it leaves the page, and says how long it was', () => {
    withPage('word '.repeat(200_000), () => {
      const read = pageSelection(SELECTION_READ_LIMIT);
      expect(read.text).toHaveLength(SELECTION_READ_LIMIT);
      expect(read.length).toBe(1_000_000);
    });
  });

  it('cuts a selection inside a text area there too', () => {
    const value = 'x'.repeat(1_000_000);
    const field = new HTMLTextAreaElement(value, 10, 900_010);
    withPage('', () => expect(pageSelection(100)).toEqual({ text: 'x'.repeat(100), length: 900_000 }), field);
  });

  it('hands a short selection over whole', () => {
    withPage('ada lovelace', () =>
      expect(pageSelection(SELECTION_READ_LIMIT)).toEqual({ text: 'ada lovelace', length: 12 }),
    );
  });

  it('notes the length the selection had in the page when the page cut it', async () => {
    const { deps, stored } = recordingDeps({ selection: 'z '.repeat(500_000) });
    await handleCommand('search-selection', { id: 1, windowId: 1 }, deps);
    expect(stored[0]?.request.query.length).toBeLessThanOrEqual(2048);
    expect(stored[0]?.note).toBe(t('selectionTruncated', '1,000,000', '2,048'));
  });
});
