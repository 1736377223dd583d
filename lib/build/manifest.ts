import { iconFiles } from './icons';

/**
 * Builds the manifest fields that depend on the build: the host permission for
 * the API origin chosen at build time, and nothing broader (DESIGN §4 Security).
 * Kept out of wxt.config.ts so a unit test can check it without a build.
 */
export interface ManifestInput {
  browser: string;
  command?: 'build' | 'serve';
  /** Firefox builds are MV2 (WXT's default there): its action command has another name and its CSP is a string. */
  manifestVersion?: 2 | 3;
  apiBaseUrl: string | undefined;
}

/** What the Firefox build declares it transmits (see manifestFor, and docs/store/data-disclosure.md). */
export const FIREFOX_DATA_COLLECTION = ['searchTerms', 'websiteContent', 'authenticationInfo'] as const;

/** The shortcut that searches the selected text (commands.onCommand's name). */
export const SEARCH_SELECTION_COMMAND = 'search-selection';

/** The shortcut that opens the side panel, or closes it when it is open (Chrome; Firefox has its own). */
export const TOGGLE_PANEL_COMMAND = 'toggle-panel';

/** The quick-look shortcut: a card with the answer beside the selected words (lib/browser/quick-look.ts). */
export const QUICK_LOOK_COMMAND = 'quick-look';

/** The quick-look card's page: the one page of the extension a web page may hold (in a frame). */
export const QUICK_LOOK_PAGE_FILE = 'quick-look.html';
/**
 * The selection button's module (lib/build/in-page-module.ts builds it), web-accessible: its
 * watcher in the page imports it. The watcher names it too (lib/in-page/selection-watch.ts): two
 * leaves of the layers cannot share a module, so a unit test holds the two names equal. Here, not
 * beside its build: the worker reads this module (ALL_SITES), and must not bundle esbuild with it.
 */
export const SELECTION_BUTTON_UI_FILE = 'selection-button-ui.js';

/**
 * All sites, asked for only when the person switches the selection button on (its content
 * script runs on every page), and given back when it is switched off. Never granted at install.
 */
export const ALL_SITES = ['https://*/*', 'http://*/*'];

/** The address-bar keyword: type `ws`, a space and a query. */
export const OMNIBOX_KEYWORD = 'ws';

/**
 * Keyboard shortcuts (descriptions from _locales). Alt+Shift+S, Alt+Shift+F and Alt+Shift+Q are unused by Chrome, Edge
 * and Firefox on Windows and Linux (Chrome takes Alt+Shift+T and Alt+Shift+I); on macOS Option+Shift
 * types characters, so Control is used there. An OS shortcut wins over an extension's
 * (ChromeOS opens its status area on Alt+Shift+S): people change them at
 * chrome://extensions/shortcuts or in about:addons. Chrome suggests at most four keys per
 * extension: these are the four.
 */
export function commandsFor(manifestVersion: 2 | 3 = 3) {
  return {
    [manifestVersion === 2 ? '_execute_browser_action' : '_execute_action']: {
      suggested_key: { default: 'Alt+Shift+S', mac: 'MacCtrl+Shift+S' },
      description: '__MSG_commandOpenPopup__',
    },
    [SEARCH_SELECTION_COMMAND]: {
      suggested_key: { default: 'Alt+Shift+F', mac: 'MacCtrl+Shift+F' },
      description: '__MSG_commandSearchSelection__',
    },
    [QUICK_LOOK_COMMAND]: {
      suggested_key: { default: 'Alt+Shift+Q', mac: 'MacCtrl+Shift+Q' },
      description: '__MSG_commandQuickLook__',
    },
    // Firefox toggles its sidebar itself for this reserved name; Chrome has none, so the
    // background toggles the side panel (lib/browser/panel-toggle.ts).
    [manifestVersion === 2 ? '_execute_sidebar_action' : TOGGLE_PANEL_COMMAND]: {
      suggested_key: { default: 'Alt+Shift+P', mac: 'MacCtrl+Shift+P' },
      description: '__MSG_commandTogglePanel__',
    },
  };
}

/** The `https://host:port/*` match pattern for a base URL, or undefined when it is absent or invalid. */
export function originPattern(baseUrl: string | undefined): string | undefined {
  if (!baseUrl) return undefined;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`WXT_API_BASE_URL is not a URL: ${baseUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`WXT_API_BASE_URL must be http(s): ${baseUrl}`);
  }
  // Match patterns take no port for the default port and ignore it otherwise in Chrome,
  // but keeping it makes the grant as narrow as the platform allows.
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}/*`;
}

/**
 * Extension pages run only the extension's own scripts, load images only over https
 * (result and knowledge-panel images come from arbitrary sites), and connect only to
 * an https API or one on this machine (DESIGN §4 Security).
 */
export function extensionPagesCsp(command: 'build' | 'serve' = 'build'): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "img-src 'self' https:",
    // The dev server injects page styles as <style> elements; a release build links its CSS files.
    command === 'serve' ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "connect-src 'self' https: http://127.0.0.1:* http://localhost:*",
    "base-uri 'none'",
  ].join('; ');
}

/** The origins the extension may ask for at runtime: another API's, or all sites for the selection button. */
const OPTIONAL_ORIGINS = [...ALL_SITES, 'http://127.0.0.1/*', 'http://localhost/*'];

export function manifestFor({ browser, apiBaseUrl, command, manifestVersion }: ManifestInput) {
  const apiOrigin = originPattern(apiBaseUrl);
  const version = manifestVersion ?? (browser === 'firefox' ? 2 : 3);
  const toolbarButton = { default_title: '__MSG_actionTitle__', default_icon: iconFiles() };
  const csp = extensionPagesCsp(command);
  return {
    // Every text the browser shows comes from public/_locales (English is the fallback).
    default_locale: 'en',
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    // activeTab + scripting: the selection shortcuts and the quick-look menu item read the selected
    // text of the tab they were used in, and put the quick-look card there — only that tab, only
    // then; no host access to web pages at all (all sites only on request, for the search button).
    // favicon (Chromium only; Firefox has no such API): results show their site's icon from the
    // browser's own cache through chrome-extension://<id>/_favicon/, so no request leaves for one.
    // `tabGroups` (Chromium): results opened together form one group, named after the query (issue 41).
    permissions: [
      'storage',
      'contextMenus',
      'activeTab',
      'scripting',
      ...(browser === 'firefox' ? [] : ['favicon', 'tabGroups']),
    ],
    host_permissions: apiOrigin ? [apiOrigin] : [],
    // Lets a user point the extension at another API origin at runtime, granted only on request,
    // inside the options page's Save click; and all sites for the selection button, asked for
    // inside the click that switches it on (lib/browser/selection-button-switch.ts).
    optional_host_permissions: OPTIONAL_ORIGINS,
    // The quick-look card in a page's frame, and the selection button's module its watcher imports
    // at the first selection (lib/in-page/selection-watch.ts): the only resources a web page may
    // load. Chrome serves them only at an address that changes every session (use_dynamic_url), so
    // a page cannot tell from a fixed address that the extension is installed. No content_scripts
    // are declared: the card's script is injected on request, the selection button's registered
    // when switched on.
    web_accessible_resources:
      version === 2
        ? [QUICK_LOOK_PAGE_FILE, SELECTION_BUTTON_UI_FILE]
        : [
            {
              resources: [QUICK_LOOK_PAGE_FILE, SELECTION_BUTTON_UI_FILE],
              matches: ['<all_urls>'],
              ...(browser !== 'firefox' && { use_dynamic_url: true }),
            },
          ],
    // One worker for normal and private windows, on purpose: the credit ledger's read-modify-write
    // in storage.local must be serialized by a single worker, and "split" would start a second one
    // for private windows writing the same ledger (Firefox knows only "spanning" anyway). The cost,
    // that the panel's pages belong to the normal profile, is met in the pages: in a private
    // window links open through tabs.create there, no remote image loads and exports only copy.
    incognito: 'spanning',
    // The same PNGs for the extension and its toolbar button; the browser picks the size it needs.
    icons: iconFiles(),
    // MV2 calls the button `browser_action`. WXT's own action → browser_action conversion does not
    // reach it: the popup entrypoint creates `browser_action` first and WXT then drops `action`.
    [version === 2 ? 'browser_action' : 'action']: toolbarButton,
    commands: commandsFor(version),
    omnibox: { keyword: OMNIBOX_KEYWORD },
    content_security_policy: manifestVersion === 2 ? csp : { extension_pages: csp },
    ...(browser === 'firefox'
      ? {
          // MV2 has no optional_host_permissions: optional origins are optional permissions there.
          ...(manifestVersion === 2 && { optional_permissions: OPTIONAL_ORIGINS }),
          browser_specific_settings: {
            gecko: {
              id: 'search-sidekick@example.org',
              // The first Firefox with built-in data-collection consent (data_collection_permissions).
              strict_min_version: '140.0',
              // What leaves for the search API the person configured — the extension's purpose:
              // the query (searchTerms), text selected on a web page when searched from the
              // right-click menu, a shortcut or the search button (websiteContent), and the person's own API key,
              // which authenticates them to that API (authenticationInfo). Nothing else, to no one else.
              data_collection_permissions: { required: [...FIREFOX_DATA_COLLECTION] },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  };
}
