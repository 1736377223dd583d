import { describe, expect, it } from 'vitest';
import { ALL_SITES } from '../../lib/build/manifest';
import {
  addressPatterns,
  reconcileSelectionButton,
  selectionButtonScript,
  switchSelectionButtonOff,
  switchSelectionButtonOn,
  takesAllSites,
  type RegisteredScript,
  type SwitchApis,
} from '../../lib/browser/selection-button-switch';

/** The browser as the switch meets it: a permission answer, a registry of scripts, a stored setting; every call recorded. */
function browserLike(
  options: { grants?: boolean; granted?: boolean; registered?: boolean; on?: boolean; registerFails?: boolean } = {},
) {
  const calls: string[] = [];
  let granted = options.granted ?? false;
  let setting = options.on ?? false;
  let scripts: RegisteredScript[] = options.registered ? [selectionButtonScript()] : [];
  const apis: SwitchApis = {
    permissions: {
      request: ({ origins }) => {
        calls.push(`request:${origins.join(' ')}`);
        granted = options.grants ?? true;
        return Promise.resolve(granted);
      },
      remove: ({ origins }) => {
        calls.push(`remove:${origins.join(' ')}`);
        granted = false;
        return Promise.resolve(true);
      },
      contains: () => Promise.resolve(granted),
    },
    scripting: {
      registerContentScripts: (list) => {
        calls.push(`register:${list.map((script) => script.id).join()}`);
        if (options.registerFails) return Promise.reject(new Error('Invalid script'));
        scripts = [...scripts, ...list];
        return Promise.resolve();
      },
      unregisterContentScripts: (filter) => {
        calls.push(`unregister:${filter?.ids.join() ?? ''}`);
        scripts = scripts.filter((script) => !filter?.ids.includes(script.id));
        return Promise.resolve();
      },
      getRegisteredContentScripts: (filter) =>
        Promise.resolve(scripts.filter((script) => !filter || filter.ids.includes(script.id))),
    },
    setting: {
      setValue: (value) => {
        calls.push(`setting:${value}`);
        setting = value;
        return Promise.resolve();
      },
      getValue: () => Promise.resolve(setting),
    },
  };
  return { apis, calls, state: () => ({ granted, setting, registered: scripts.map((script) => script.id) }) };
}

describe('switching the selection button', () => {
  it('asks for all sites first, synchronously inside the click, then registers its script and turns the setting on', async () => {
    const { apis, calls, state } = browserLike();
    const switching = switchSelectionButtonOn(apis);
    // Only the synchronous part has run: the request, nothing before it.
    expect(calls).toEqual(['request:https://*/* http://*/*']);
    expect(await switching).toEqual({ ok: true, on: true });
    expect(calls).toEqual(['request:https://*/* http://*/*', 'register:selection-button', 'setting:true']);
    expect(state()).toEqual({ granted: true, setting: true, registered: ['selection-button'] });
  });

  it('registers the script on every http(s) page and frame, kept across restarts, and declares no <all_urls>', () => {
    expect(selectionButtonScript()).toEqual({
      id: 'selection-button',
      js: ['selection-button.js'],
      matches: ['https://*/*', 'http://*/*'],
      runAt: 'document_idle',
      allFrames: true,
      persistAcrossSessions: true,
    });
  });

  it('stays off, registering nothing, when the person refuses the permission', async () => {
    const { apis, state } = browserLike({ grants: false });
    expect(await switchSelectionButtonOn(apis)).toEqual({ ok: false, reason: 'denied' });
    expect(state()).toEqual({ granted: false, setting: false, registered: [] });
  });

  it('gives the permission back when the browser refuses the script, and says why', async () => {
    const { apis, state } = browserLike({ registerFails: true });
    expect(await switchSelectionButtonOn(apis)).toEqual({ ok: false, reason: 'failed', message: 'Invalid script' });
    expect(state()).toEqual({ granted: false, setting: false, registered: [] });
  });

  it('switching it off unregisters the script, turns the setting off and gives all sites back', async () => {
    const { apis, calls, state } = browserLike({ granted: true, registered: true, on: true });
    expect(await switchSelectionButtonOff(apis)).toEqual({ ok: true, on: false });
    expect(calls).toEqual(['remove:https://*/* http://*/*', 'unregister:selection-button', 'setting:false']);
    expect(state()).toEqual({ granted: false, setting: false, registered: [] });
  });

  it('switching it off still succeeds when the worker unregistered the script meanwhile (its permission just went)', async () => {
    const { apis, state } = browserLike({ granted: true, registered: true, on: true });
    const unregister = apis.scripting.unregisterContentScripts.bind(apis.scripting);
    // The worker's reconcile runs between the check and the page's own unregister.
    apis.scripting.unregisterContentScripts = async (filter) => {
      await unregister(filter);
      throw new Error("Nonexistent script ID 'selection-button'");
    };
    expect(await switchSelectionButtonOff(apis)).toEqual({ ok: true, on: false });
    expect(state()).toEqual({ granted: false, setting: false, registered: [] });
  });

  it('never registers the script twice (switched on again while on)', async () => {
    const { apis, state } = browserLike({ granted: true, registered: true, on: true });
    await switchSelectionButtonOn(apis);
    expect(state().registered).toEqual(['selection-button']);
  });
});

describe('switched off, it gives back all sites and nothing else (issue 38, L9)', () => {
  const API = 'https://google.serper.dev/*';
  const READER = 'https://scrape.serper.dev/*';

  /**
   * Permissions as Chromium keeps them: removing `https://*\/*` takes every pattern it covers
   * with it (the API's and the reader's addresses too), and a pattern removed that way is granted
   * again on request without a prompt (the person said yes before); every call recorded.
   */
  function chromiumPermissions(initially: string[]) {
    const calls: string[] = [];
    const granted = new Set(initially);
    const grantedBefore = new Set(initially);
    const covered = (pattern: string) => /^https?:\/\//u.test(pattern);
    const permissions: SwitchApis['permissions'] = {
      request: ({ origins }) => {
        calls.push(`request:${origins.join(' ')}`);
        const allowed = origins.every((origin) => grantedBefore.has(origin));
        if (allowed) for (const origin of origins) granted.add(origin);
        return Promise.resolve(allowed);
      },
      remove: ({ origins }) => {
        calls.push(`remove:${origins.join(' ')}`);
        if (origins.some((origin) => ALL_SITES.includes(origin))) {
          for (const pattern of [...granted]) if (covered(pattern)) granted.delete(pattern);
        }
        return Promise.resolve(true);
      },
      contains: ({ origins }) => Promise.resolve(origins.every((origin) => granted.has(origin))),
    };
    return { permissions, calls, granted };
  }

  it('keeps the API’s and the reader’s addresses granted: taken with all sites, asked for again in the same switch', async () => {
    const { apis } = browserLike({ granted: true, registered: true, on: true });
    const chromium = chromiumPermissions([...ALL_SITES, API, READER]);
    const outcome = await switchSelectionButtonOff({ ...apis, permissions: chromium.permissions }, [API, READER]);
    expect(outcome).toEqual({ ok: true, on: false });
    expect([...chromium.granted].sort()).toEqual([API, READER].sort());
    expect(chromium.calls).toEqual([`remove:${ALL_SITES.join(' ')}`, `request:${API} ${READER}`]);
  });

  it('asks for nothing where the browser takes back only what it was given back (Firefox)', async () => {
    const { apis, calls } = browserLike({ granted: true, registered: true, on: true });
    const kept = { ...apis.permissions, contains: () => Promise.resolve(true) };
    await switchSelectionButtonOff({ ...apis, permissions: kept }, [API]);
    expect(calls.filter((call) => call.startsWith('request'))).toEqual([]);
  });

  it('reads the patterns to keep from the settings’ addresses, leaving out what is not one', () => {
    expect(addressPatterns('https://google.serper.dev', 'https://scrape.serper.dev/', '', null, 'not a url')).toEqual([
      API,
      READER,
    ]);
  });
});

describe('the worker keeps the button’s state right', () => {
  it('turns the setting off and unregisters the script when the permission was taken away elsewhere', async () => {
    const { apis, state } = browserLike({ granted: false, registered: true, on: true });
    await reconcileSelectionButton(apis);
    expect(state()).toEqual({ granted: false, setting: false, registered: [] });
  });

  it('registers the script again when the setting is on and the permission held (a browser that lost it)', async () => {
    const { apis, state } = browserLike({ granted: true, registered: false, on: true });
    await reconcileSelectionButton(apis);
    expect(state().registered).toEqual(['selection-button']);
  });

  it('waits for a switch in progress elsewhere: checking between its registering and its setting stored leaves the button on', async () => {
    const browser = browserLike();
    let checked: Promise<void> | undefined;
    // The worker checks the moment the settings page has registered the script, before the setting is stored.
    const { scripting } = browser.apis;
    const register = scripting.registerContentScripts.bind(scripting);
    scripting.registerContentScripts = async (list) => {
      await register(list);
      checked = reconcileSelectionButton(browser.apis);
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    expect(await switchSelectionButtonOn(browser.apis)).toEqual({ ok: true, on: true });
    await checked;
    expect(browser.state()).toEqual({ granted: true, setting: true, registered: ['selection-button'] });
  });

  it('leaves an unasked-for button off, and an unrelated grant alone', async () => {
    const { apis, calls } = browserLike({ granted: true, registered: false, on: false });
    await reconcileSelectionButton(apis);
    expect(calls).toEqual([]);
  });

  it.each([
    [{ origins: ['https://*/*'] }, true],
    [{ origins: ['http://*/*'] }, true],
    [{ origins: ['<all_urls>'] }, true],
    [{ origins: ['https://api.example.com/*'] }, false],
    [{}, false],
  ])('knows which removed permissions take the button’s away (%j)', (removed, takes) => {
    expect(takesAllSites(removed)).toBe(takes);
  });
});
