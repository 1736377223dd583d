import { describe, expect, it } from 'vitest';
import { githubSlug, isExternal, markdownAnchors, markdownLinks } from './markdown-links';

// The link checker's own cases: if these drift from what GitHub does, docs-links.test.ts
// would pass dead links or fail good ones.
describe('githubSlug (GitHub heading anchors)', () => {
  it.each([
    ['Use it with a Serper key', 'use-it-with-a-serper-key'],
    ['Shortcuts, keyword and presets', 'shortcuts-keyword-and-presets'],
    ['Supported browsers, loading and publishing', 'supported-browsers-loading-and-publishing'],
    // Each space becomes a hyphen, so a removed character between spaces leaves two.
    ['Read here / the reader', 'read-here--the-reader'],
    ['Scholar, Patents & date options', 'scholar-patents--date-options'],
    ['The `sidepanel.html?q=` page', 'the-sidepanelhtmlq-page'],
    ['**Bold** and [a link](other.md#x)', 'bold-and-a-link'],
    ['Quick look “…” card', 'quick-look--card'],
    ['snake_case stays', 'snake_case-stays'],
    ['Ünïcode Überschrift', 'ünïcode-überschrift'],
    ['1. Numbered', '1-numbered'],
  ])('%s → #%s', (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });
});

describe('markdownAnchors', () => {
  it('numbers repeated headings as GitHub does, and ignores headings inside code fences', () => {
    const markdown = ['# Title', '## Notes', '```sh', '# not a heading', '```', '## Notes', '### Notes ##'].join('\n');
    expect([...markdownAnchors(markdown)]).toEqual(['title', 'notes', 'notes-1', 'notes-2']);
  });

  it('offers explicit HTML anchors', () => {
    expect(markdownAnchors('<a id="card-screenshot"></a>\n')).toContain('card-screenshot');
  });
});

describe('markdownLinks', () => {
  it('finds inline links, images, titles, <targets>, reference definitions and HTML attributes, with their lines', () => {
    const markdown = [
      'See [the guide](docs/user-guide.md#popup) and ![shot](docs/a.png "A title").',
      'Also [x](<docs/with space.md>) and [wiki](https://en.wikipedia.org/wiki/Ada_(name)).',
      '[ref]: docs/testing.md',
      '<img src="docs/store/promo/tile.png" alt="">',
    ].join('\n');
    expect(markdownLinks(markdown)).toEqual([
      { target: 'docs/user-guide.md#popup', line: 1 },
      { target: 'docs/a.png', line: 1 },
      { target: 'docs/with space.md', line: 2 },
      { target: 'https://en.wikipedia.org/wiki/Ada_(name)', line: 2 },
      { target: 'docs/testing.md', line: 3 },
      { target: 'docs/store/promo/tile.png', line: 4 },
    ]);
  });

  it('skips links in code spans and fenced blocks', () => {
    const markdown = ['`[not](a-link.md)`', '~~~', '[nor](this.md)', '~~~', '[but](this.md)'].join('\n');
    expect(markdownLinks(markdown)).toEqual([{ target: 'this.md', line: 5 }]);
  });

  it.each([
    ['https://example.com', true],
    ['mailto:someone@example.com', true],
    ['chrome://extensions', true],
    ['//cdn.example.com/x', true],
    ['docs/testing.md', false],
    ['#anchor', false],
    ['../README.md', false],
  ])('%s is external: %s', (target, external) => {
    expect(isExternal(target)).toBe(external);
  });
});
