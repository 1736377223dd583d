import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shippedMessages } from '../../lib/build/shipped-messages';

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
    expect(Object.keys(shipped)).toEqual(Object.keys(original));
    for (const [key, { message }] of Object.entries(original)) expect(shipped[key]?.message).toBe(message);
    expect(shippedMessages(source).length).toBeLessThan(source.length * 0.67);
  });
});
