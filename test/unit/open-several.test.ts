import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { openTabsTogether, type TabGroupApis } from '../../lib/ui/open-tabs';
import { resultSelection } from '../../lib/ui/result-selection';
import { checkedDisplay } from '../../lib/settings/page-settings';

/*
 * Open in tabs (issue 41): results open together in background tabs, in order, grouped where the
 * browser has tab groups; the ticked results of the answer on screen.
 */

function recordingGroups(refuse = false) {
  const calls: unknown[] = [];
  const apis: TabGroupApis = {
    group: (options) => {
      calls.push(['group', options]);
      return refuse ? Promise.reject(new Error('Tabs in an incognito window cannot be grouped')) : Promise.resolve(7);
    },
    update: (groupId, properties) => {
      calls.push(['update', groupId, properties]);
      return Promise.resolve();
    },
  };
  return { apis, calls };
}

const URLS = ['https://a.example/1', 'https://b.example/2', 'https://c.example/3'];

describe('opening results together', () => {
  beforeEach(() => fakeBrowser.reset());

  it('opens each in a background tab, in order, then groups them under the query’s name', async () => {
    const { apis, calls } = recordingGroups();
    const outcome = await openTabsTogether(URLS, { group: { title: 'ada lovelace', collapsed: true, apis } });
    expect(outcome).toEqual({ opened: 3, grouped: true });
    // The fake browser starts with one blank tab of its own.
    const tabs = (await fakeBrowser.tabs.query({})).filter((tab) => tab.url !== undefined);
    expect(tabs.map((tab) => [tab.url, tab.active])).toEqual(URLS.map((url) => [url, false]));
    expect(calls).toEqual([
      ['group', { tabIds: tabs.map((tab) => tab.id) }],
      ['update', 7, { title: 'ada lovelace', collapsed: true }],
    ]);
  });

  it('opens them in a private window’s own window, and leaves them ungrouped when the browser refuses a group', async () => {
    const window = await fakeBrowser.windows.create({ incognito: true });
    const { apis, calls } = recordingGroups(true);
    const outcome = await openTabsTogether(URLS.slice(0, 2), {
      windowId: window.id,
      group: { title: 'q', collapsed: false, apis },
    });
    expect(outcome).toEqual({ opened: 2, grouped: false });
    const tabs = await fakeBrowser.tabs.query({ windowId: window.id });
    expect(tabs.map((tab) => tab.url)).toEqual(URLS.slice(0, 2));
    expect(calls).toEqual([
      ['group', { tabIds: tabs.map((tab) => tab.id), createProperties: { windowId: window.id } }],
    ]);
  });

  it('opens them ungrouped where the browser has no tab groups', async () => {
    expect(await openTabsTogether(URLS, { group: { title: 'q', collapsed: false, apis: undefined } })).toEqual({
      opened: 3,
      grouped: false,
    });
  });
});

describe('the results ticked to open together', () => {
  it('are the answer’s own: ticked and unticked by address, gone when the mode ends or another answer shows', () => {
    resultSelection.showing('answer-1');
    expect(resultSelection.get()).toEqual({ active: false, answerId: 'answer-1', links: new Set() });
    resultSelection.start();
    resultSelection.tick('https://a.example/1', true);
    resultSelection.tick('https://b.example/2', true);
    resultSelection.tick('https://a.example/1', false);
    expect([...resultSelection.get().links]).toEqual(['https://b.example/2']);
    // The same answer again (a re-render, More results): the ticks stay.
    resultSelection.showing('answer-1');
    expect(resultSelection.get().active).toBe(true);
    resultSelection.showing('answer-2');
    expect(resultSelection.get()).toEqual({ active: false, answerId: 'answer-2', links: new Set() });
    resultSelection.start();
    resultSelection.tick('https://c.example/3', true);
    resultSelection.stop();
    expect(resultSelection.get()).toEqual({ active: false, answerId: 'answer-2', links: new Set() });
  });
});

describe('the collapsed-group preference', () => {
  it.each([
    [
      { openLinksIn: 'background-tab', collapseTabGroups: true },
      { openLinksIn: 'background-tab', collapseTabGroups: true },
    ],
    [{ openLinksIn: 'new-tab', collapseTabGroups: false }, { openLinksIn: 'new-tab' }],
    [{ collapseTabGroups: 'yes' }, { openLinksIn: 'new-tab' }],
    [null, { openLinksIn: 'new-tab' }],
  ])('reads %j as %j: only a true collapses, expanded is the default', (stored, read) => {
    expect(checkedDisplay(stored)).toEqual(read);
  });
});
