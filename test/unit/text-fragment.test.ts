import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeDirectiveText,
  passageRun,
  textDirective,
  wellFormed,
  withTextFragment,
} from '../../lib/text/text-fragment';

/** The text a directive looks for, decoded the way the browser decodes it. */
function decoded(directive: string | undefined): string | undefined {
  if (directive === undefined) return undefined;
  expect(directive.startsWith(':~:text=')).toBe(true);
  return decodeURIComponent(directive.slice(':~:text='.length));
}

describe('the passage a snippet promises', () => {
  it.each([
    [
      'a plain sentence, cut to eight whole words',
      'Ada Lovelace was an English mathematician and writer, chiefly known for her work',
      'Ada Lovelace was an English mathematician and writer',
    ],
    [
      'the longest piece between ellipses',
      'Born 1815 ... Ada Lovelace wrote the first published algorithm for a machine … London',
      'Ada Lovelace wrote the first published algorithm for',
    ],
    [
      'three dots as an ellipsis',
      'short bit... the analytical engine could compute Bernoulli numbers',
      'the analytical engine could compute Bernoulli numbers',
    ],
    [
      'a leading date and dash',
      'Mar 3, 2024 — The committee approved the new budget for the city parks',
      'The committee approved the new budget for the',
    ],
    [
      'a leading age',
      '3 days ago · Researchers found that honeybees can count to four',
      'Researchers found that honeybees can count to four',
    ],
    [
      'an ISO date',
      '2023-11-05 - Rainfall in the valley reached record levels this week',
      'Rainfall in the valley reached record levels this',
    ],
    [
      'the engine’s “Missing:” note',
      'Grace Hopper invented the first compiler for a computer language. Missing: cobol | Show results with: cobol',
      'Grace Hopper invented the first compiler for a',
    ],
    [
      'a read-more link',
      'Read more … Penguins huddle together to survive the Antarctic winter',
      'Penguins huddle together to survive the Antarctic winter',
    ],
    [
      'quotes around the words',
      '“To be, or not to be” is the opening phrase of a soliloquy',
      'To be, or not to be” is the',
    ],
    [
      'emoji around the words',
      '🚀🚀 Launch day: the rocket lifted off at dawn 🎉',
      'Launch day: the rocket lifted off at dawn',
    ],
    [
      'right-to-left text',
      'القاهرة هي عاصمة جمهورية مصر العربية وأكبر مدنها',
      'القاهرة هي عاصمة جمهورية مصر العربية وأكبر مدنها',
    ],
  ])('%s', (_case, snippet, run) => {
    expect(passageRun(snippet)).toBe(run);
  });

  it('takes whole words of Chinese and Japanese text, which has no spaces, within a bound', () => {
    const run = passageRun('东京是日本的首都，也是世界上人口最多的城市之一。');
    expect(run).toBeDefined();
    expect('东京是日本的首都，也是世界上人口最多的城市之一。'.startsWith(run ?? 'x')).toBe(true);
    expect((run ?? '').length).toBeLessThanOrEqual(80);
  });

  it.each([
    ['nothing', ''],
    ['only punctuation', '... — · | ...'],
    ['only emoji', '🎉🎉🎉 🚀'],
    ['a date alone', 'Mar 3, 2024'],
    ['too few letters to be distinctive', 'Yes.'],
    ['only boilerplate', 'Read more'],
  ])('gives no passage for %s', (_case, snippet) => {
    expect(passageRun(snippet)).toBeUndefined();
    expect(textDirective(snippet)).toBeUndefined();
  });

  it('bounds very long text: a run of at most eight words and 80 characters, read from the first 2,000', () => {
    const long = `${'Supercalifragilisticexpialidocious '.repeat(400)}end`;
    const run = passageRun(long) ?? '';
    expect(run.split(' ').length).toBeLessThanOrEqual(8);
    expect(run.length).toBeLessThanOrEqual(80);
    // One "word" longer than the bound is no passage a page would show.
    expect(passageRun('x'.repeat(100_000))).toBeUndefined();
  });

  it('drops control and bidirectional override characters', () => {
    expect(passageRun('The \u202Eevil\u202C name hides in this \u200Bsentence here')).toBe(
      'The evil name hides in this sentence here',
    );
  });
});

describe('the directive', () => {
  it.each([
    [
      'a comma, which separates the start from the end',
      'Paris, Texas is a city in Lamar County',
      'Paris%2C%20Texas%20is%20a%20city%20in%20Lamar%20County',
    ],
    [
      'an ampersand, which would end the directive',
      'Johnson & Johnson sells consumer health products worldwide',
      'Johnson%20%26%20Johnson%20sells%20consumer%20health%20products%20worldwide',
    ],
    [
      'a hyphen, which marks a prefix or suffix',
      'A well-known state-of-the-art method for sorting',
      'A%20well%2Dknown%20state%2Dof%2Dthe%2Dart%20method',
    ],
  ])('encodes %s', (_case, snippet, encoded) => {
    expect(textDirective(snippet)).toBe(`:~:text=${encoded}`);
  });

  it('decodes back to the run, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (snippet) => {
        const directive = textDirective(snippet);
        if (directive === undefined) return;
        const body = directive.slice(':~:text='.length);
        // Nothing in it that the directive's syntax or the URL would read as its own.
        expect(body).not.toMatch(/[,&#\-\s]/u);
        expect(decoded(directive)).toBe(passageRun(snippet));
      }),
    );
  });

  it('encodes every hyphen kind the syntax reads', () => {
    expect(encodeDirectiveText('a-b,c&d')).toBe('a%2Db%2Cc%26d');
  });
});

describe('the address a result opens at', () => {
  const snippet = 'Ada Lovelace was an English mathematician and writer';

  it('adds the fragment to a page without one', () => {
    expect(withTextFragment('https://example.org/ada', snippet)).toBe(
      'https://example.org/ada#:~:text=Ada%20Lovelace%20was%20an%20English%20mathematician%20and%20writer',
    );
  });

  it('adds it after an empty fragment mark', () => {
    expect(withTextFragment('https://example.org/ada#', snippet)).toMatch(/^https:\/\/example\.org\/ada#:~:text=Ada/u);
  });

  it.each([
    ['a fragment of its own', 'https://example.org/ada#early-life'],
    ['a text fragment already', 'https://example.org/ada#:~:text=Ada'],
    ['not http(s)', 'ftp://example.org/ada'],
  ])('leaves an address with %s as it is', (_case, url) => {
    expect(withTextFragment(url, snippet)).toBe(url);
  });

  it('leaves the address as it is without a snippet worth looking for', () => {
    expect(withTextFragment('https://example.org/ada', undefined)).toBe('https://example.org/ada');
    expect(withTextFragment('https://example.org/ada', '…')).toBe('https://example.org/ada');
  });

  it('keeps the query string', () => {
    expect(withTextFragment('https://example.org/a?b=1&c=2', snippet)).toMatch(
      /^https:\/\/example\.org\/a\?b=1&c=2#:~:text=/u,
    );
  });
});

describe('a snippet with lone surrogates (issue 38, L5)', () => {
  // A snippet cut in the middle of an emoji ends with half of it; encodeURIComponent throws on that.
  const cut = `Ada Lovelace wrote the first published algorithm for a machine ${'😀'.slice(0, 1)}`;

  it('opens at its passage all the same: the half character becomes U+FFFD, as toWellFormed makes it', () => {
    const address = withTextFragment('https://example.org/ada', `\uDC00 ${cut}`);
    expect(address).toMatch(/^https:\/\/example\.org\/ada#:~:text=Ada%20Lovelace/u);
    expect(() => decodeURIComponent(address)).not.toThrow();
    expect(wellFormed(`a\uD800b\uDC00c😀`)).toBe('a\uFFFDb\uFFFDc😀');
  });

  it('whatever the text, the address is one the browser can open: never an exception (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (snippet) => {
        const address = withTextFragment('https://example.org/ada', snippet);
        expect(address.startsWith('https://example.org/ada')).toBe(true);
        expect(() => new URL(address)).not.toThrow();
      }),
    );
  });
});
