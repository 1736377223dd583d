import { Lexer } from 'marked';
import { describe, expect, it } from 'vitest';
import { firstScreenText, READER_FIRST_SCREEN_CHARS } from '../../lib/ui/reader-first-screen';
import { readerDocument } from '../../lib/text/reader-markdown';
import { LONG_READ_MARKDOWN } from '../search-api/long-read';

const lex = (markdown: string) => new Lexer({ gfm: true }).lex(markdown);
const paragraph = (n: number) => `Paragraph ${n} ${'word '.repeat(60).trim()}.`;

/** Markdown of `count` paragraphs, with `insert` placed after the first `at` of them. */
function page(count: number, at = 0, insert = ''): string {
  const parts = Array.from({ length: count }, (_, n) => paragraph(n));
  parts.splice(at, 0, ...(insert ? [insert] : []));
  return parts.join('\n\n');
}

describe('the Reader’s first screen of a long page', () => {
  it('leaves a page under twice the first screen whole', () => {
    expect(firstScreenText('# Short\n\nA page.')).toBeUndefined();
    expect(firstScreenText('x'.repeat(READER_FIRST_SCREEN_CHARS * 2 - 1))).toBeUndefined();
  });

  it('cuts a long page where a block begins, past the first screen, and its blocks are the whole page’s first ones', () => {
    const first = firstScreenText(LONG_READ_MARKDOWN);
    expect(first).toBeDefined();
    expect(first!.length).toBeGreaterThanOrEqual(READER_FIRST_SCREEN_CHARS);
    expect(first!.length).toBeLessThan(LONG_READ_MARKDOWN.length / 4);
    expect(LONG_READ_MARKDOWN.startsWith(first!)).toBe(true);
    const shown = readerDocument(first!, 'markdown', 'https://example.com/', lex).blocks;
    const whole = readerDocument(LONG_READ_MARKDOWN, 'markdown', 'https://example.com/', lex).blocks;
    expect(whole.slice(0, shown.length)).toEqual(shown);
  });

  it.each([
    ['a fenced code block', '```\nconst a = 1;\n\nconst b = 2;\n\nconst c = 3;\n```'],
    ['a loose list', '- one\n\n- two\n\n  more of two\n\n- three'],
    ['a quote', '> one\n>\n> two'],
  ])('never cuts inside %s', (_, block) => {
    // The block starts right at the first screen's length: the cut comes after it, whole.
    const before = Math.ceil(READER_FIRST_SCREEN_CHARS / (paragraph(0).length + 2));
    const markdown = page(200, before, block);
    const first = firstScreenText(markdown)!;
    expect(first.endsWith(block)).toBe(true);
    expect(markdown.slice(first.length)).toMatch(/^\n\nParagraph /u);
  });

  it('carries the page’s link definitions, so its links are links from the first frame', () => {
    const markdown = `See [the engine][engine].\n\n${page(200)}\n\n[engine]: https://example.com/engine`;
    const first = firstScreenText(markdown)!;
    expect(first.length).toBeLessThan(markdown.length / 2);
    const [block] = readerDocument(first, 'markdown', 'https://example.com/', lex).blocks;
    expect(block).toMatchObject({
      kind: 'paragraph',
      children: [{ kind: 'text' }, { kind: 'link', href: 'https://example.com/engine' }, { kind: 'text' }],
    });
  });

  it('cuts plain text at a blank line too', () => {
    const text = Array.from({ length: 600 }, (_, n) => `Line ${n} of plain text.\nIts second line.`).join('\n\n');
    const first = firstScreenText(text)!;
    expect(text.startsWith(first)).toBe(true);
    expect(text.slice(first.length, first.length + 2)).toBe('\n\n');
  });
});
