import { describe, expect, it } from 'vitest';
import { manifestFor, originPattern } from '../../lib/build/manifest';

describe('build-time manifest', () => {
  it('grants host access to exactly the API origin given at build time', () => {
    const manifest = manifestFor({ browser: 'chrome', apiBaseUrl: 'http://127.0.0.1:8787/' });
    expect(manifest.host_permissions).toEqual(['http://127.0.0.1:8787/*']);
    expect(manifest.permissions).toEqual(['storage', 'contextMenus', 'activeTab', 'scripting', 'favicon', 'tabGroups']);
  });

  it('asks for `favicon` and `tabGroups` in the Chrome build only (Firefox has no favicon API and would reject it)', () => {
    const firefox = manifestFor({ browser: 'firefox', apiBaseUrl: undefined, manifestVersion: 2 });
    expect(firefox.permissions).toEqual(['storage', 'contextMenus', 'activeTab', 'scripting']);
    // The icons come from the extension's own origin: the CSP needs no new image source for them.
    const chrome = manifestFor({ browser: 'chrome', apiBaseUrl: undefined });
    expect(
      typeof chrome.content_security_policy === 'string' ? '' : chrome.content_security_policy.extension_pages,
    ).toContain("img-src 'self' https:");
  });

  it('makes the quick-look card the one web-accessible page, beside the selection button’s module: at a dynamic address in Chrome, none but them in Firefox', () => {
    const chrome = manifestFor({ browser: 'chrome', apiBaseUrl: undefined });
    expect(chrome.web_accessible_resources).toEqual([
      {
        resources: ['quick-look.html', 'selection-button-ui.js'],
        matches: ['<all_urls>'],
        use_dynamic_url: true,
      },
    ]);
    const firefox = manifestFor({ browser: 'firefox', apiBaseUrl: undefined, manifestVersion: 2 });
    expect(firefox.web_accessible_resources).toEqual(['quick-look.html', 'selection-button-ui.js']);
  });

  it('declares no content scripts and no broad host permission; all sites only as an optional permission', () => {
    for (const manifest of [
      manifestFor({ browser: 'chrome', apiBaseUrl: 'https://google.serper.dev' }),
      manifestFor({ browser: 'firefox', apiBaseUrl: 'https://google.serper.dev', manifestVersion: 2 }),
    ]) {
      expect(manifest).not.toHaveProperty('content_scripts');
      expect(manifest.host_permissions).toEqual(['https://google.serper.dev/*']);
      expect(manifest.permissions).toEqual(expect.arrayContaining(['activeTab', 'scripting']));
      expect(manifest.permissions).not.toContain('tabs');
    }
    expect(manifestFor({ browser: 'chrome', apiBaseUrl: undefined }).optional_host_permissions).toEqual(
      expect.arrayContaining(['https://*/*', 'http://*/*']),
    );
    expect(manifestFor({ browser: 'firefox', apiBaseUrl: undefined, manifestVersion: 2 })).toMatchObject({
      optional_permissions: expect.arrayContaining(['https://*/*', 'http://*/*']) as unknown,
    });
  });

  it('declares the four shortcuts and the address-bar keyword, with MV2’s command names for Firefox', () => {
    const chrome = manifestFor({ browser: 'chrome', apiBaseUrl: undefined });
    expect(chrome.commands).toEqual({
      _execute_action: {
        suggested_key: { default: 'Alt+Shift+S', mac: 'MacCtrl+Shift+S' },
        description: '__MSG_commandOpenPopup__',
      },
      'search-selection': {
        suggested_key: { default: 'Alt+Shift+F', mac: 'MacCtrl+Shift+F' },
        description: '__MSG_commandSearchSelection__',
      },
      'quick-look': {
        suggested_key: { default: 'Alt+Shift+Q', mac: 'MacCtrl+Shift+Q' },
        description: '__MSG_commandQuickLook__',
      },
      'toggle-panel': {
        suggested_key: { default: 'Alt+Shift+P', mac: 'MacCtrl+Shift+P' },
        description: '__MSG_commandTogglePanel__',
      },
    });
    expect(chrome.omnibox).toEqual({ keyword: 'ws' });
    const firefox = manifestFor({ browser: 'firefox', apiBaseUrl: undefined, manifestVersion: 2 });
    // Firefox opens and closes its sidebar itself for _execute_sidebar_action.
    expect(Object.keys(firefox.commands)).toEqual([
      '_execute_browser_action',
      'search-selection',
      'quick-look',
      '_execute_sidebar_action',
    ]);
  });

  it('takes its name, description, button title and shortcut texts from _locales, English by default', () => {
    const manifest = manifestFor({ browser: 'chrome', apiBaseUrl: undefined });
    expect(manifest).toMatchObject({
      default_locale: 'en',
      name: '__MSG_extName__',
      description: '__MSG_extDescription__',
      action: { default_title: '__MSG_actionTitle__' },
    });
  });

  it.each([
    ['chrome', 3],
    ['firefox', 2],
  ] as const)(
    'declares one worker for normal and private windows (%s: incognito "spanning", the ledger written by one worker)',
    (browser, manifestVersion) => {
      expect(manifestFor({ browser, apiBaseUrl: undefined, manifestVersion }).incognito).toBe('spanning');
    },
  );

  it('grants no host at all when the build has no API base URL', () => {
    expect(manifestFor({ browser: 'chrome', apiBaseUrl: undefined }).host_permissions).toEqual([]);
  });

  it.each([
    ['https://api.example.com', 'https://api.example.com/*'],
    ['https://api.example.com/base/path/', 'https://api.example.com/*'],
    ['http://localhost:3000', 'http://localhost:3000/*'],
  ])('turns %s into the match pattern %s', (url, pattern) => {
    expect(originPattern(url)).toBe(pattern);
  });

  it('sets a content security policy: own scripts only, images only over https', () => {
    const policy = manifestFor({ browser: 'chrome', apiBaseUrl: undefined }).content_security_policy;
    const csp = typeof policy === 'string' ? '' : policy.extension_pages;
    const directives = new Map(
      csp.split('; ').map((d): [string, string[]] => [d.split(' ')[0] ?? '', d.split(' ').slice(1)]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'https:']);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-eval|data:/);
  });

  it('gives the Firefox (MV2) build its CSP as a string, an add-on id and its data-collection declaration', () => {
    const manifest = manifestFor({ browser: 'firefox', apiBaseUrl: undefined, manifestVersion: 2 });
    expect(manifest.content_security_policy).toContain("script-src 'self'");
    expect(manifest).toMatchObject({
      browser_specific_settings: {
        gecko: {
          id: expect.any(String) as string,
          data_collection_permissions: { required: ['searchTerms', 'websiteContent', 'authenticationInfo'] },
        },
      },
    });
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => originPattern('ftp://x.example')).toThrow(/http/);
    expect(() => originPattern('not a url')).toThrow(/not a URL/);
  });
});
