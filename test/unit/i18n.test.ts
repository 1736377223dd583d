import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { t } from '../../lib/i18n/messages';
import { CSS_MESSAGES } from '../../lib/build/shipped-messages';

interface Message {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string }>;
}
type Messages = Record<string, Message>;

const LOCALES = readdirSync('public/_locales');
const read = (locale: string) =>
  JSON.parse(readFileSync(`public/_locales/${locale}/messages.json`, 'utf8')) as Messages;
const english = read('en');

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : [];
  });
}
const SOURCES = ['lib', 'components', 'entrypoints'].flatMap((dir) => files(dir, /\.(tsx?|html|css)$/u));
const source = (path: string) => readFileSync(path, 'utf8');

/** The `$name$` placeholders a message uses, and what each stands for. */
function placeholders(entry: Message): string[] {
  const used = [...entry.message.matchAll(/\$([a-z0-9_]+)\$/giu)].map((m) => (m[1] ?? '').toLowerCase());
  return [...new Set(used)].map((name) => `${name}=${entry.placeholders?.[name]?.content ?? '?'}`).sort();
}

describe('languages (_locales)', () => {
  it('ships English, the default locale, German, French, Spanish, Brazilian Portuguese, Japanese and Simplified Chinese', () => {
    expect([...LOCALES].sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'pt_BR', 'zh_CN']);
  });

  it.each(LOCALES)(
    '%s: the name and description fit the stores (name ≤ 45 characters, description ≤ 132)',
    (locale) => {
      // Chrome rejects a manifest description over 132 characters at upload; 45 keeps the name whole in the toolbar.
      const messages = read(locale);
      expect(messages.extName?.message.length).toBeLessThanOrEqual(45);
      expect(messages.extDescription?.message.length).toBeLessThanOrEqual(132);
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s: htmlLang is its own language code', (locale) => {
    expect(read(locale).htmlLang?.message).toBe(locale.replace('_', '-'));
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(Object.keys(read(locale)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LOCALES)('%s: every message has text, a description, and the English placeholders', (locale) => {
    for (const [key, entry] of Object.entries(read(locale))) {
      expect(entry.message.trim(), key).not.toBe('');
      expect(entry.description?.trim(), key).toBeTruthy();
      expect(placeholders(entry), key).toEqual(placeholders(english[key] ?? { message: '' }));
      // Every placeholder a message names is defined, so none shows up as "$name$".
      expect(placeholders(entry).join(), key).not.toContain('=?');
      // Chrome keeps %s only for the context menu; keep it wherever English has it.
      expect(entry.message.includes('%s'), key).toBe(english[key]?.message.includes('%s'));
    }
  });

  it('has message names Chrome accepts, unique ignoring case (Chrome compares them that way)', () => {
    const names = Object.keys(english);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_]+$/u);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
  });

  it('has every key the source asks for: t(…) calls and __MSG_…__ in the manifest and pages', () => {
    const asked = SOURCES.flatMap((path) => [
      ...[...source(path).matchAll(/\bt\(\s*'([^']+)'/gu)].map((m) => m[1]),
      // The stylesheet's css_ messages are the build's escaped copies of a message (shipped-messages.ts).
      ...[...source(path).matchAll(/__MSG_([A-Za-z0-9_]+)__/gu)].map((m) => CSS_MESSAGES[m[1] ?? ''] ?? m[1]),
    ]);
    expect(asked.length).toBeGreaterThan(100);
    expect(asked).toContain('searchQueryLabel');
    expect(asked.filter((key) => key === undefined || !(key in english))).toEqual([]);
  });

  it('uses every English message somewhere (no dead translations)', () => {
    const all = SOURCES.map(source).join('\n');
    // location_…, dateRange_… and searchType_… are looked up by the API's enum value (search-options.ts).
    const unused = Object.keys(english).filter(
      (key) =>
        !/^(location|dateRange|searchType)_/u.test(key) && !all.includes(`'${key}'`) && !all.includes(`__MSG_${key}__`),
    );
    expect(unused).toEqual([]);
  });

  it('fills placeholders in order under vitest (English), as the browser does', () => {
    expect(t('searchButton')).toBe('Search');
    expect(t('creditsOne', '1')).toBe('1 credit');
    expect(t('chartSummary', '30', '1,000', '3 Mar', '6')).toBe(
      'Credits per day, last 30 days: 1,000 in total, most on 3 Mar (6)',
    );
    expect(t('contextMenuSearch')).toBe('Search “%s”');
  });

  it('asks the browser once per message and substitutions (each ask is a call into its bindings)', () => {
    const getMessage = vi.spyOn(fakeBrowser.i18n, 'getMessage');
    const first = t('creditsMany', 'memo-test 7');
    expect(t('creditsMany', 'memo-test 7')).toBe(first);
    expect(getMessage).toHaveBeenCalledTimes(1);
    // Other substitutions are another message; the same words in other places are too.
    expect(t('creditsMany', 'memo-test 8')).toBe('memo-test 8 credits');
    expect(t('chartSummary', 'a', 'b c', 'd', 'e')).not.toBe(t('chartSummary', 'a b', 'c', 'd', 'e'));
    expect(getMessage).toHaveBeenCalledTimes(4);
  });
});

/**
 * User-visible text written straight into a page would stay English in every language.
 * Allowed, with the reason: text that is the same in every language.
 */
const ALLOWED = new Set([
  // An example address: a URL reads the same in every language.
  'placeholder="https://api.example.com"',
  // An example site name in the Blocked and Pinned sites lists: a host name, the same everywhere.
  'placeholder="example.com"',
]);

/** The user-visible text literals in a page's source. */
function hardCodedText(code: string): string[] {
  const text = code
    // Comments are for developers.
    .replace(/\{\/\*[\s\S]*?\*\/\}/gu, '')
    .replace(/\/\*[\s\S]*?\*\//gu, '')
    .replace(/^\s*\/\/.*$/gmu, '');
  const found: string[] = [];
  // Text between tags: `>Save<`, `>\n  Open settings\n<` (not `=> Promise<`).
  for (const match of text.matchAll(/(?<!=)>([^<>{}()=;&|?:`'"]*)</gu)) {
    const words = (match[1] ?? '').trim();
    if (/[A-Za-z]{2}/u.test(words)) found.push(`>${words}<`);
  }
  // Attributes a person reads or hears.
  for (const match of text.matchAll(/\b(aria-label|placeholder|title|alt|label)="([^"]*)"/gu)) {
    if (/[A-Za-z]/u.test(match[2] ?? '') && !ALLOWED.has(match[0])) found.push(match[0]);
  }
  return found;
}

describe('no hard-coded user-visible English in the pages', () => {
  const pages = ['components', 'entrypoints'].flatMap((dir) => files(dir, /\.tsx$/u));

  it('the check finds text nodes and attributes, and leaves code and t() calls alone', () => {
    const sample = `<section aria-label="Credits"><button>\n  Open settings\n</button>{t('save')}<p>{n}</p></section>
      const run = (action: () => Promise<boolean>) => 1; <input placeholder={t('x')} alt="" />`;
    expect(hardCodedText(sample)).toEqual(['>Open settings<', 'aria-label="Credits"']);
  });

  it.each(pages)('%s', (path) => {
    expect(hardCodedText(source(path))).toEqual([]);
  });
});
