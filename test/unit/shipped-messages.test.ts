import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CSS_MESSAGES, cssStringText, shippedMessages } from '../../lib/build/shipped-messages';

describe('the locales as shipped', () => {
  it('keep every message and placeholder, and drop the translators’ notes', () => {
    const source = JSON.stringify({
      plain: { message: 'Search', description: 'The button.' },
      withValue: {
        message: 'Search for $QUERY$',
        description: 'A menu item.',
        placeholders: { query: { content: '$1', example: 'red panda' } },
      },
    });
    expect(JSON.parse(shippedMessages(source))).toEqual({
      plain: { message: 'Search' },
      withValue: { message: 'Search for $QUERY$', placeholders: { query: { content: '$1' } } },
    });
  });

  it.each(readdirSync('public/_locales'))('ship every message of %s, in a third less space or better', (locale) => {
    const source = readFileSync(`public/_locales/${locale}/messages.json`, 'utf8');
    const shipped = JSON.parse(shippedMessages(source)) as Record<string, { message: string }>;
    const original = JSON.parse(source) as Record<string, { message: string }>;
    expect(Object.keys(shipped)).toEqual([...Object.keys(original), ...Object.keys(CSS_MESSAGES)]);
    for (const [key, { message }] of Object.entries(original)) expect(shipped[key]?.message).toBe(message);
    for (const [cssName, name] of Object.entries(CSS_MESSAGES)) {
      expect(cssUnescape(shipped[cssName]?.message ?? '')).toBe(original[name]?.message);
    }
    expect(shippedMessages(source).length).toBeLessThan(source.length * 0.67);
  });
});

/** How a browser reads the inside of a CSS string: `\<hex>` escapes, each ending in one optional space. */
function cssUnescape(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6}) ?/gu, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
}

/** The browser's own step: every __MSG_name__ in an extension's stylesheet replaced by that message, as it is. */
function substitute(css: string, messages: Record<string, { message: string }>): string {
  return css.replace(/__MSG_([A-Za-z0-9_]+)__/gu, (token, name: string) => messages[name]?.message ?? token);
}

/** The stylesheet with its CSS strings' contents left out: what a substitution may not change. */
function outsideStrings(css: string): string {
  return css.replace(/'(?:[^'\\\n]|\\[^\n])*'/gu, "''");
}

/** Any Unicode character, the ones that end or break CSS strings and rules often. */
const ANY_CHARACTER = fc.oneof(
  fc.constantFrom(...`'"\\;{}<>/\n\r\t $%`),
  fc
    .integer({ min: 0, max: 0x10ffff })
    .filter((code) => code < 0xd800 || code > 0xdfff)
    .map((code) => String.fromCodePoint(code)),
);

describe('no translation can break the stylesheet (review 4, L11)', () => {
  // The stylesheet's room that holds the page shells' __MSG_…__ words (components/styles.css imports it).
  const stylesheet = readFileSync('components/styles/page-extras.css', 'utf8');
  const HOSTILE = [
    "Recherche d'une requête",
    'Search "query"',
    "x'; } body { display: none } .a::after { content: '",
    'q}</style><script>alert(1)</script>',
    'line one\nline two; }',
    'back\\slash \\27 ',
    '$1 $$ %s',
    '検索キーワード 🔎',
  ];

  it.each(HOSTILE)('a translation “%s” reaches the page shell as itself and changes nothing else', (hostile) => {
    const english = JSON.parse(readFileSync('public/_locales/en/messages.json', 'utf8')) as Record<string, object>;
    const source = JSON.stringify({
      ...english,
      searchQueryLabel: { message: hostile, description: 'x' },
      searchButton: { message: hostile, description: 'x' },
    });
    const shipped = JSON.parse(shippedMessages(source)) as Record<string, { message: string }>;
    const filled = substitute(stylesheet, shipped);
    // Outside its strings the stylesheet is the same: no rule ended, none added.
    expect(outsideStrings(filled)).toBe(outsideStrings(stylesheet));
    // And the words shown are the translation's, character for character.
    const shown = [...filled.matchAll(/\.shell-(?:query-label|search-button)::after \{\s*content: '([^']*)';/gu)];
    expect(shown.map((match) => cssUnescape(match[1] ?? ''))).toEqual([hostile, hostile]);
  });

  it('any text escaped for CSS holds only letters, digits, backslashes and spaces, and reads back as itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: ANY_CHARACTER }), (text) => {
        const escaped = cssStringText(text);
        expect(escaped).toMatch(/^[A-Za-z0-9\\ ]*$/u);
        expect(cssUnescape(escaped)).toBe(text);
      }),
    );
  });
});
