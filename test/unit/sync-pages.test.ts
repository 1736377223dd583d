import { describe, expect, it } from 'vitest';
import { followStored } from '../../lib/ui/follow-stored';
import { syncReportLines } from '../../lib/ui/sync-report-lines';
import { syncUnavailable } from '../../lib/settings/sync/sync-availability';

describe('a settings form following stored changes', () => {
  const before = {
    apiBaseUrl: 'https://a.example',
    sync: false,
    sites: { blocked: 'a.example', pinned: '' },
    presets: ['x'],
  };

  it('takes the stored value for every field not edited since it was read', () => {
    const after = {
      apiBaseUrl: 'https://b.example',
      sync: true,
      sites: { blocked: 'b.example', pinned: 'c.example' },
      presets: [],
    };
    expect(followStored(before, before, after)).toEqual(after);
  });

  it('keeps what the person is typing, field by field (each site list on its own)', () => {
    const current = { ...before, apiBaseUrl: 'https://typing.example', sites: { blocked: 'mine.example', pinned: '' } };
    const after = {
      ...before,
      apiBaseUrl: 'https://b.example',
      sites: { blocked: 'b.example', pinned: 'c.example' },
      presets: [],
    };
    expect(followStored(current, before, after)).toEqual({
      apiBaseUrl: 'https://typing.example',
      sync: false,
      sites: { blocked: 'mine.example', pinned: 'c.example' },
      presets: [],
    });
  });
});

describe('what the options page says about the sync', () => {
  it.each([
    [
      { joined: true, pending: {}, report: { taken: ['sites', 'search'] } },
      ['Sync is on. Taken from your other browsers: Blocked and pinned sites, Search defaults and presets.'],
    ],
    [
      { joined: true, pending: {}, report: { taken: [] } },
      ['Sync is on. Nothing was synced yet: this browser’s settings now go to your other browsers.'],
    ],
    [
      { joined: true, pending: {}, report: { tooLarge: [{ group: 'sites', bytes: 9_876, limit: 8_192 }] } },
      [
        'Too large to sync: Blocked and pinned sites (9,876 bytes, 1,684 more than the 8,192 one synced item may hold). It stays on this browser until it is smaller.',
      ],
    ],
    [
      {
        joined: true,
        pending: {},
        report: {
          ignored: [
            { group: 'credits', newer: false },
            { group: 'display', newer: true },
          ],
        },
      },
      [
        'Not applied: Budget and low-balance warning from another browser could not be read.',
        'Not applied: a newer version of Search Sidekick synced Link and display choices. Update the extension here to take it.',
      ],
    ],
    [{ joined: false, pending: {}, report: { unavailable: 'No sync here.' } }, ['No sync here.']],
    // A damaged report shows nothing rather than breaking the page.
    [{ joined: true, pending: {}, report: { taken: 'sites', tooLarge: [{ group: 1 }], failed: { message: 2 } } }, []],
  ])('%j', (state, lines) => {
    expect(syncReportLines(state as Parameters<typeof syncReportLines>[0])).toEqual(lines);
  });

  it('names the browser’s refusal and when it is tried again', () => {
    const [line] = syncReportLines({
      joined: true,
      pending: {},
      report: {
        failed: {
          message: 'This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota.',
          retryAt: Date.UTC(2025, 2, 1, 9, 5),
        },
      },
    });
    expect(line).toMatch(
      /^Your browser did not store the settings for sync \(This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota\.\)\. They are sent again after .+; the settings here are unchanged\.$/u,
    );
  });
});

describe('whether sync storage can carry the settings here', () => {
  const linux = () => Promise.resolve('linux');
  it.each([
    ['a browser with sync storage', { get: () => Promise.resolve({}) }, linux, undefined],
    [
      'a browser without it',
      undefined,
      linux,
      'This browser has no sync storage for extensions: your settings stay on this browser.',
    ],
    [
      'Firefox for Android',
      { get: () => Promise.resolve({}) },
      () => Promise.resolve('android'),
      'Firefox for Android does not sync add-on data: your settings stay on this device.',
    ],
    [
      'a browser that refuses it',
      { get: () => Promise.reject(new Error('sync is off')) },
      linux,
      'This browser’s sync storage cannot be used (sync is off): your settings stay on this browser.',
    ],
  ])('%s', async (_, sync, platformOs, expected) => {
    expect(await syncUnavailable(sync, platformOs)).toBe(expected);
  });
});
