import { describe, expect, it } from 'vitest';
import { handleCommand, type CommandDeps } from '../../lib/browser/shortcut-command';
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
      return selection instanceof Error ? Promise.reject(selection) : Promise.resolve(selection);
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
    expect(calls).toEqual(['openPanel:4', 'readSelection:12', 'storePending', 'startSearch:shortcut']);
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

  it('opens a results tab when no panel could open', async () => {
    const { deps, calls } = recordingDeps({ panelOpens: false, selection: 'q' });
    await handleCommand('search-selection', { id: 1, windowId: 2 }, deps);
    expect(calls).toContain('openResultsTab:q');
  });

  it('ignores other commands', async () => {
    const { deps, calls } = recordingDeps();
    await handleCommand('something-else', { id: 1, windowId: 2 }, deps);
    expect(calls).toEqual([]);
  });
});
