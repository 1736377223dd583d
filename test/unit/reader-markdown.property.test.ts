import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReaderText } from '../../components/reader/ReaderText';
import { Lexer } from 'marked';
import {
  readerDocument as readerDocumentWith,
  READER_TEXT_LIMITS,
  type Block,
  type Inline,
} from '../../lib/text/reader-markdown';

// The markdown-to-DOM path of the Reader, fed what a hostile page could make the reader return.
const readerDocument = (content: string, format: 'markdown' | 'text', pageUrl: string) =>
  readerDocumentWith(content, format, pageUrl, (markdown) => new Lexer({ gfm: true }).lex(markdown));
const PAGE = 'https://example.com/articles/page.html';
const BIDI_AND_CONTROLS =
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;

const hostileHref = fc.constantFrom(
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '/relative/path',
  '../up',
  '//evil.example/x',
  '#section',
  'mailto:a@b.example',
  'http://plain.example/x.png',
  'https://ok.example/picture.png',
  'chrome://settings',
);

const fragment = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  hostileHref.map((href) => `[a link](${href})`),
  hostileHref.map((href) => `![a picture](${href})`),
  hostileHref.map((href) => `<${href}>`),
  hostileHref.map((href) => `[ref][1]\n\n[1]: ${href}`),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<style>*{display:none}</style>',
    '<svg onload=alert(1)>',
    '```js\nunclosed fence\n',
    '~~~\nanother',
    '| a | b |\n|---|---|\n| <b>x</b> | [y](javascript:z) |',
    '> quoted\n> > deeper\n> > > deeper still',
    '\u202Eevil\u202C and \u2066isolated\u2069 and \u200Fmarks',
    '# Heading\n\nParagraph with **strong**, _em_, ~~del~~ and `code`.',
    '1. one\n2. two\n   - nested\n     - deeper',
    '***\n---\n___',
    '\\*escaped\\*',
  ),
);

const hostileMarkdown = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join('\n\n'));

const BLOCK_KINDS = new Set(['heading', 'paragraph', 'list', 'quote', 'code', 'table', 'rule']);
const INLINE_KINDS = new Set(['text', 'strong', 'em', 'del', 'code', 'link', 'image', 'break']);

interface Walked {
  nodes: number;
  text: number;
  depth: number;
}

/** Checks every node of a document and counts them. */
function walk(blocks: readonly Block[]): Walked {
  const seen: Walked = { nodes: 0, text: 0, depth: 0 };
  const text = (value: string) => {
    expect(value).not.toMatch(BIDI_AND_CONTROLS);
    seen.text += value.length;
  };
  const inline = (node: Inline, depth: number) => {
    seen.nodes += 1;
    expect(INLINE_KINDS.has(node.kind)).toBe(true);
    if (node.kind === 'text' || node.kind === 'code') text(node.text);
    if (node.kind === 'link') expect(['http:', 'https:']).toContain(new URL(node.href).protocol);
    if (node.kind === 'image') {
      text(node.alt);
      if (node.src !== undefined) expect(new URL(node.src).protocol).toBe('https:');
    }
    if ('children' in node) node.children.forEach((child) => inline(child, depth + 1));
  };
  const block = (node: Block, depth: number) => {
    seen.nodes += 1;
    seen.depth = Math.max(seen.depth, depth);
    expect(BLOCK_KINDS.has(node.kind)).toBe(true);
    switch (node.kind) {
      case 'heading':
      case 'paragraph':
        node.children.forEach((child) => inline(child, 0));
        break;
      case 'list':
        node.items.forEach((item) => item.forEach((child) => block(child, depth + 1)));
        break;
      case 'quote':
        node.children.forEach((child) => block(child, depth + 1));
        break;
      case 'code':
        text(node.text);
        break;
      case 'table':
        [node.header, ...node.rows].forEach((row) => row.forEach((cell) => cell.forEach((child) => inline(child, 0))));
        break;
      case 'rule':
        break;
    }
  };
  blocks.forEach((node) => block(node, 0));
  return seen;
}

/** Elements the Reader may make, and the attributes each may carry. */
const ALLOWED: Record<string, readonly string[]> = {
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  pre: [],
  code: [],
  div: ['class'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
  hr: [],
  strong: [],
  em: [],
  del: [],
  br: [],
  // A private window's (or a not-yet-known window's) link carries its address as data-link (ResultLink).
  a: ['href', 'data-link', 'role', 'tabIndex', 'tabindex', 'referrerpolicy', 'target', 'rel', 'class'],
  span: ['class', 'role', 'aria-label', 'aria-hidden', 'title', 'style'],
  img: ['src', 'alt', 'loading', 'decoding', 'referrerpolicy', 'class', 'width', 'height'],
};

let container: HTMLElement;
let restore: () => void;
beforeAll(() => {
  const { document } = parseHTML('<!doctype html><html><body><div id="root"></div></body></html>');
  const previous = (globalThis as { document?: Document }).document;
  (globalThis as { document?: unknown }).document = document;
  restore = () => ((globalThis as { document?: unknown }).document = previous);
  container = document.getElementById('root') as unknown as HTMLElement;
});
afterAll(() => restore());

/** Renders a document with Preact into a real DOM (linkedom) and checks every element and attribute. */
function checkDom(blocks: readonly Block[], showImages: boolean): void {
  render(h(ReaderText, { blocks, linkTarget: 'new-tab', showImages }), container);
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    expect(Object.keys(ALLOWED), `<${tag}>`).toContain(tag);
    for (const { name, value } of Array.from(element.attributes)) {
      expect(ALLOWED[tag], `${tag}[${name}]`).toContain(name);
      if (name === 'href' || name === 'data-link') expect(['http:', 'https:']).toContain(new URL(value).protocol);
      if (name === 'src') expect(new URL(value).protocol).toBe('https:');
    }
  }
  render(null, container);
}

describe('the Reader’s markdown-to-DOM path, on hostile pages', () => {
  it('never throws, makes only the allowed nodes and elements, and never an unsafe href or src', () => {
    fc.assert(
      fc.property(hostileMarkdown, fc.boolean(), (markdown, showImages) => {
        const document = readerDocument(markdown, 'markdown', PAGE);
        const walked = walk(document.blocks);
        expect(walked.nodes).toBeLessThanOrEqual(READER_TEXT_LIMITS.nodes);
        expect(walked.text).toBeLessThanOrEqual(READER_TEXT_LIMITS.text);
        checkDom(document.blocks, showImages);
      }),
      { numRuns: 300 },
    );
  });

  it('shows raw HTML as its text, never as elements', () => {
    const markdown = '<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> here.';
    const document = readerDocument(markdown, 'markdown', PAGE);
    render(h(ReaderText, { blocks: document.blocks, linkTarget: 'new-tab', showImages: true }), container);
    expect(container.querySelector('script, img, iframe')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    render(null, container);
  });

  it('resolves relative links against the page, and drops the ones that may not be followed', () => {
    const document = readerDocument(
      '[up](../other.html) [frag](#part) [js](javascript:alert(1)) ![pic](/img/a.png) ![plain](http://x.example/a.png)',
      'markdown',
      PAGE,
    );
    const inlines = document.blocks[0]?.kind === 'paragraph' ? document.blocks[0].children : [];
    expect(inlines.filter((node) => node.kind === 'link').map((node) => node.kind === 'link' && node.href)).toEqual([
      'https://example.com/other.html',
      'https://example.com/articles/page.html#part',
    ]);
    const images = inlines.filter((node) => node.kind === 'image');
    expect(images).toEqual([
      { kind: 'image', alt: 'pic', src: 'https://example.com/img/a.png' },
      { kind: 'image', alt: 'plain' },
    ]);
    expect(document.images).toBe(1);
  });

  it('keeps 1 MB of text within its bounds, and says it cut the page', { timeout: 30_000 }, () => {
    const document = readerDocument('word '.repeat(210_000), 'markdown', PAGE);
    expect(walk(document.blocks).text).toBeLessThanOrEqual(READER_TEXT_LIMITS.text);
    expect(document.truncated).toBe(true);
  });

  it('reads lists nested 1,000 deep, and quotes too, no deeper than its bound', { timeout: 30_000 }, () => {
    const lists = Array.from({ length: 1000 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`).join('\n');
    const quotes = `${'> '.repeat(1000)}deep`;
    for (const markdown of [
      lists,
      quotes,
      Array.from({ length: 1000 }, (_, d) => `${'\t'.repeat(d)}1. x`).join('\n'),
    ]) {
      const document = readerDocument(markdown, 'markdown', PAGE);
      expect(walk(document.blocks).depth).toBeLessThanOrEqual(READER_TEXT_LIMITS.depth);
      checkDom(document.blocks, false);
    }
  });

  it('reads an unclosed code fence as code to the end, and keeps bidi controls out', () => {
    const document = readerDocument('Intro\n\n```js\nconst a = "\u202Eevil";\nno end', 'markdown', PAGE);
    expect(document.blocks.at(-1)).toEqual({ kind: 'code', text: 'const a = "evil";\nno end' });
  });

  it('reads plain text as paragraphs, lines kept', () => {
    const document = readerDocument('First line\nsecond line\n\nNext paragraph', 'text', PAGE);
    expect(document.blocks).toEqual([
      {
        kind: 'paragraph',
        children: [{ kind: 'text', text: 'First line' }, { kind: 'break' }, { kind: 'text', text: 'second line' }],
      },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Next paragraph' }] },
    ]);
  });
});
