import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  closestSite,
  hostIsWithin,
  parseSiteLine,
  parseSiteList,
  type SiteLineProblem,
} from '../../lib/sites/site-hosts';
import { hostOfUrl } from '../../lib/sites/web-host';

describe('a line of the Blocked or Pinned sites list', () => {
  it.each([
    ['a plain host', 'example.com', 'example.com'],
    ['a subdomain, kept as typed', 'docs.example.com', 'docs.example.com'],
    ['uppercase', 'EXAMPLE.Com', 'example.com'],
    ['surrounding spaces', '  example.com\t', 'example.com'],
    ['a port, ignored', 'example.com:8080', 'example.com'],
    ['a trailing dot', 'example.com.', 'example.com'],
    ['a trailing slash', 'example.com/', 'example.com'],
    ['a leading www.', 'www.example.com', 'example.com'],
    ['a leading *.', '*.example.com', 'example.com'],
    ['a leading dot', '.example.com', 'example.com'],
    ['a pasted https address with a path', 'https://www.example.com/path?q=1#top', 'example.com'],
    ['a pasted http address with a port', 'HTTP://Example.com:8443/', 'example.com'],
    ['an internationalized name, to its ASCII form', 'bücher.de', 'xn--bcher-kva.de'],
    ['the ASCII form itself', 'xn--bcher-kva.de', 'xn--bcher-kva.de'],
    ['an uppercase internationalized name', 'BÜCHER.DE', 'xn--bcher-kva.de'],
    ['an IPv4 address', '192.168.1.20', '192.168.1.20'],
    ['an IPv6 address', '[2001:db8::1]', '[2001:db8::1]'],
    ['a single label', 'localhost', 'localhost'],
    ['an underscore label', 'my_site.example.org', 'my_site.example.org'],
  ])('accepts %s: %j → %j', (_, line, host) => {
    expect(parseSiteLine(line)).toEqual({ ok: true, host });
  });

  it.each<[string, string, SiteLineProblem]>([
    ['spaces inside', 'example .com', 'spaces'],
    ['two sites on one line', 'a.com b.com', 'spaces'],
    ['a scheme without a host', 'http://', 'no-host'],
    ['https: alone', 'https:', 'no-host'],
    ['another scheme', 'ftp://example.com', 'scheme'],
    ['a bare path', 'example.com/docs', 'path'],
    ['a bare path after a backslash', 'example.com\\docs', 'path'],
    ['an IP range', '10.0.0.0/8', 'path'],
    ['a wildcard inside', 'ex*mple.com', 'wildcard'],
    ['a wildcard IP range', '192.168.*', 'wildcard'],
    ['only a wildcard', '*.', 'no-host'],
    ['a port alone', ':8080', 'no-host'],
    ['credentials', 'https://user:pw@example.com/', 'invalid'],
    ['forbidden characters', 'exa<mple>.com', 'invalid'],
    ['an empty label', 'example..com', 'invalid'],
    ['a bad port', 'example.com:http', 'invalid'],
    ['an unbracketed IPv6 address', '2001:db8::1', 'invalid'],
    ['a label longer than 63', `${'a'.repeat(64)}.com`, 'invalid'],
  ])('refuses %s: %j (%s)', (_, line, problem) => {
    expect(parseSiteLine(line)).toEqual({ ok: false, problem });
  });

  it('never throws, and whatever it accepts reads back as itself', () => {
    fc.assert(
      fc.property(fc.string(), (line) => {
        const parsed = parseSiteLine(line);
        if (parsed.ok) expect(parseSiteLine(parsed.host)).toEqual(parsed);
      }),
    );
  });
});

describe('a whole list', () => {
  it('names each invalid line by number, keeps the valid ones once each, and skips blank lines', () => {
    const text = ['example.com', '', 'http://', 'WWW.Example.com', 'bücher.de', 'a b', '  ', 'xn--bcher-kva.de'].join(
      '\n',
    );
    expect(parseSiteList(text)).toEqual({
      hosts: ['example.com', 'xn--bcher-kva.de'],
      invalid: [
        { line: 3, text: 'http://', problem: 'no-host' },
        { line: 6, text: 'a b', problem: 'spaces' },
      ],
    });
  });

  it('reads Windows line ends', () => {
    expect(parseSiteList('a.com\r\nb.com\r\n').hosts).toEqual(['a.com', 'b.com']);
  });
});

describe('which results a site covers', () => {
  it.each([
    ['the site itself', 'https://example.com/', 'example.com', true],
    ['www.', 'https://www.example.com/a', 'example.com', true],
    ['a deep subdomain', 'http://a.b.example.com/x', 'example.com', true],
    ['a look-alike name', 'https://notexample.com/', 'example.com', false],
    ['a name that only ends the same', 'https://example.com.evil.net/', 'example.com', false],
    ['the parent of a subdomain entry', 'https://example.com/', 'docs.example.com', false],
    ['a URL with a port', 'https://example.com:8443/x', 'example.com', true],
    ['uppercase in the URL', 'HTTPS://WWW.EXAMPLE.COM/', 'example.com', true],
    ['an IDN URL for an ASCII entry', 'https://bücher.de/buch', 'xn--bcher-kva.de', true],
    ['a punycode URL for an entry typed in Unicode', 'https://www.xn--bcher-kva.de/', 'bücher.de', true],
    ['a trailing-dot host', 'https://example.com./', 'example.com', true],
    ['an IP address, exactly', 'http://10.1.2.3/', '10.1.2.3', true],
    ['not another address ending the same', 'http://110.1.2.3/', '10.1.2.3', false],
  ])('%s: %s within %s → %s', (_, url, line, within) => {
    const parsed = parseSiteLine(line);
    if (!parsed.ok) throw new Error(`${line} should parse`);
    const host = hostOfUrl(url);
    expect(host !== undefined && hostIsWithin(host, parsed.host)).toBe(within);
  });

  it.each([['javascript:alert(1)'], ['not a url'], [''], [undefined], ['file:///etc/passwd']])(
    'finds no host in %j',
    (url) => {
      expect(hostOfUrl(url)).toBeUndefined();
    },
  );

  it('picks the most specific covering site', () => {
    expect(closestSite('a.docs.example.com', ['example.com', 'docs.example.com', 'other.org'])).toBe(
      'docs.example.com',
    );
    expect(closestSite('example.org', ['example.com'])).toBeUndefined();
  });
});
