/**
 * Site names as people type them into the Blocked and Pinned sites lists, and whether a
 * result's address belongs to one. Pure: no browser API, so the rules are unit-tested alone.
 *
 * A line names a site by its host; the host covers its subdomains (`example.com` covers
 * `www.example.com` and `a.b.example.com`, not `notexample.com`). Accepted and normalized:
 * any letter case, a port (ignored), a trailing dot, a leading `*.` or `www.` (the site
 * itself is meant), an internationalized name in either form (stored as the browser's
 * ASCII form, `xn--…`, so `bücher.de` and `xn--bcher-kva.de` are one site), and a whole
 * address pasted with `http://` or `https://` (its host is taken, its path ignored). A
 * bare line with a path (`example.com/docs`, `10.0.0.0/8`) is refused rather than
 * silently widened to the whole site: lists block sites, not pages or IP ranges.
 */

/** Why a line names no site. */
export type SiteLineProblem = 'spaces' | 'scheme' | 'no-host' | 'path' | 'wildcard' | 'invalid';

export type SiteLine = { ok: true; host: string } | { ok: false; problem: SiteLineProblem };

/** A line that named no site: its 1-based number, its text (trimmed) and why. */
export interface InvalidSiteLine {
  line: number;
  text: string;
  problem: SiteLineProblem;
}

export interface ParsedSiteList {
  /** The sites, normalized, each once, in the order first typed. */
  hosts: string[];
  invalid: InvalidSiteLine[];
}

/** More would make every result pay for a long scan; no real list comes near it. */
export const MAX_SITES = 2000;

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//iu;
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/u;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/u;

/** One line of a list: the site it names, or why it names none. Empty lines are not asked about. */
export function parseSiteLine(raw: string): SiteLine {
  let text = raw.trim();
  if (/\s/u.test(text)) return { ok: false, problem: 'spaces' };
  const scheme = SCHEME.exec(text);
  if (scheme) {
    if (!['http', 'https'].includes((scheme[1] ?? '').toLowerCase())) return { ok: false, problem: 'scheme' };
    text = text.slice(scheme[0].length);
  }
  // A pasted address keeps only its authority; a bare name may end in one slash at most. A
  // backslash ends the authority too, as URL parsers read it in http(s) addresses.
  const authority = scheme ? (text.split(/[/?#\\]/u)[0] ?? '') : text.replace(/\/$/u, '');
  if (!scheme && /[/?#\\]/u.test(authority)) return { ok: false, problem: 'path' };
  // user:password@host is never a site name someone means to list.
  if (authority.includes('@')) return { ok: false, problem: 'invalid' };
  // `*.example.com` and `.example.com` (other blockers' ways to say "and its subdomains").
  const name = authority.replace(/^\*?\./u, '');
  if (name.includes('*')) return { ok: false, problem: 'wildcard' };
  if (name === '' || name.startsWith(':') || name.endsWith(':')) return { ok: false, problem: 'no-host' };
  const host = normalizedHostname(name);
  return host === undefined ? { ok: false, problem: 'invalid' } : { ok: true, host: siteOfHost(host) };
}

/**
 * The hostname the browser would use for `name` (host and optional port): lowercase,
 * ASCII (punycode) form, no port, no trailing dot; undefined when it is not a host name.
 * `new URL` is the browser's own parser, so a list and the results agree on every name.
 */
function normalizedHostname(name: string): string | undefined {
  let hostname: string;
  try {
    hostname = new URL(`http://${name}`).hostname;
  } catch {
    return undefined;
  }
  hostname = hostname.replace(/\.$/u, '');
  if (hostname.startsWith('[')) return hostname;
  if (hostname === '' || hostname.length > 253) return undefined;
  return hostname.split('.').every((label) => LABEL.test(label)) ? hostname : undefined;
}

/**
 * Site entries in order — a text area's lines, or a stored list — read by one rule: blank (or
 * non-text) entries skipped, each other one parsed as a line, kept once, at most MAX_SITES;
 * each entry that names no site is reported with its 1-based position.
 */
export function parseSiteEntries(entries: readonly unknown[]): ParsedSiteList {
  const hosts = new Set<string>();
  const invalid: InvalidSiteLine[] = [];
  entries.forEach((raw, index) => {
    const trimmed = typeof raw === 'string' ? raw.trim() : '';
    if (trimmed === '') return;
    const parsed = parseSiteLine(trimmed);
    if (parsed.ok) {
      if (hosts.size < MAX_SITES) hosts.add(parsed.host);
    } else invalid.push({ line: index + 1, text: trimmed, problem: parsed.problem });
  });
  return { hosts: [...hosts], invalid };
}

/** A whole text area: one site per line; blank lines skipped; duplicates kept once. */
export function parseSiteList(text: string): ParsedSiteList {
  return parseSiteEntries(text.split(/\r?\n/u));
}

/** Whether `host` is `site` or one of its subdomains. IP addresses match only themselves. */
export function hostIsWithin(host: string, site: string): boolean {
  if (host === site) return true;
  if (site.startsWith('[') || IPV4.test(site) || IPV4.test(host)) return false;
  return host.endsWith(`.${site}`);
}

/** The most specific site of `sites` that covers `host` (the longest), or undefined. */
export function closestSite(host: string, sites: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const site of sites) {
    if (hostIsWithin(host, site) && (best === undefined || site.length > best.length)) best = site;
  }
  return best;
}

/** The site a result's menu blocks or pins: its host without `www.` (so the whole site is meant). */
export function siteOfHost(host: string): string {
  return host.startsWith('www.') && host.length > 4 ? host.slice(4) : host;
}
