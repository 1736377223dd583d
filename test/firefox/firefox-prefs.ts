/**
 * The prefs of the throwaway Firefox profile the end-to-end test runs in: Firefox stays off the
 * network (no telemetry, updates, remote settings, captive-portal or connectivity checks, Safe
 * Browsing, add-on metadata, region or ML downloads, and a dead proxy for anything else), prints console messages and errors to stdout
 * (where the test looks for errors from the extension), and gives our add-on a fixed internal UUID,
 * so its pages are at a known moz-extension:// address.
 */

export type PrefValue = string | number | boolean;

const QUIET_PREFS: Readonly<Record<string, PrefValue>> = {
  // First run, start page, default-browser check, welcome pages, session restore.
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.page': 0,
  'browser.startup.homepage': 'about:blank',
  'browser.startup.homepage_override.mstone': 'ignore',
  'startup.homepage_welcome_url': '',
  'startup.homepage_welcome_url.additional': '',
  'browser.aboutwelcome.enabled': false,
  'browser.newtabpage.enabled': false,
  'browser.newtabpage.activity-stream.feeds.system.topstories': false,
  'browser.newtabpage.activity-stream.feeds.telemetry': false,
  'browser.newtabpage.activity-stream.telemetry': false,
  'browser.topsites.contile.enabled': false,
  'browser.sessionstore.resume_from_crash': false,
  'browser.tabs.warnOnClose': false,
  'browser.uitour.enabled': false,
  'toolkit.startup.max_resumed_crashes': -1,
  // Telemetry, studies, health report.
  'datareporting.healthreport.uploadEnabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.policy.dataSubmissionPolicyBypassNotification': true,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.archive.enabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'toolkit.telemetry.server': '',
  'app.normandy.enabled': false,
  'app.shield.optoutstudies.enabled': false,
  'nimbus.rollouts.enabled': false,
  // Updates of Firefox, add-ons, system add-ons, search engines, media plugins.
  'app.update.disabledForTesting': true,
  'app.update.auto': false,
  'app.update.checkInstallTime': false,
  'extensions.update.enabled': false,
  'extensions.update.autoUpdateDefault': false,
  'extensions.systemAddon.update.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  'extensions.htmlaboutaddons.recommendations.enabled': false,
  'browser.discovery.enabled': false,
  'extensions.blocklist.enabled': false,
  'browser.search.update': false,
  'media.gmp-manager.url': '',
  'media.gmp-gmpopenh264.enabled': false,
  // Remote settings (blocklists, tracking lists, search config …): a URL that never reaches a server.
  'services.settings.server': 'data:,#remote-settings-dummy/v1',
  // Captive-portal and connectivity checks, DNS over HTTPS, prefetching.
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'captivedetect.canonicalURL': '',
  'network.trr.mode': 5,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.http.speculative-parallel-limit': 0,
  // Safe Browsing.
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.safebrowsing.downloads.remote.enabled': false,
  'browser.safebrowsing.blockedURIs.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  // Region lookup, geolocation, accounts, translations and local ML models (large downloads).
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'geo.provider.network.url': '',
  'identity.fxaccounts.enabled': false,
  'browser.translations.enable': false,
  'browser.ml.enable': false,
  // Belt and braces: anything not on this machine goes to a proxy that is not there and fails at
  // once; loopback (the local search API) is never proxied.
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.allow_hijacking_localhost': false,
  // Optional permissions are granted as asked, without the prompt (a window of Firefox's own, which
  // no test can answer): the selection button's switch asks for all sites inside its click.
  'extensions.webextOptionalPermissionPrompts': false,
  // Console messages and JavaScript errors of every page, the extension's included, go to stdout.
  'devtools.console.stdout.chrome': true,
  'devtools.console.stdout.content': true,
};

/** The profile's prefs, with `addonId`'s internal UUID pinned (extensions.webextensions.uuids). */
export function profilePrefs(addonId: string, addonUuid: string): Record<string, PrefValue> {
  return { ...QUIET_PREFS, 'extensions.webextensions.uuids': JSON.stringify({ [addonId]: addonUuid }) };
}

/** The prefs as a user.js file: one `user_pref(name, value);` line each. */
export function userJs(prefs: Readonly<Record<string, PrefValue>>): string {
  return Object.entries(prefs)
    .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
    .join('\n')
    .concat('\n');
}
