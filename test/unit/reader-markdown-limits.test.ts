import { Lexer } from 'marked';
import { describe, expect, it } from 'vitest';
import { readerDocument, READER_TEXT_LIMITS, type Block, type Inline } from '../../lib/text/reader-markdown';

/*
 * Issue 38, L4: the reader's markdown must not freeze the panel. A 200,000-character line of
 * `- - - … x` (lists nested on one line) took marked's lexer 7.9 s (29 s on a busy test machine).
 * Nesting on one line is flattened past READER_TEXT_LIMITS.depth, and a line past
 * READER_TEXT_LIMITS.line characters is cut: these tests check the output and the cut, never a
 * time (measured: about 1 ms once warm, 50 ms for the first call with the lexer's warm-up).
 */

const lex = (markdown: string) => new Lexer({ gfm: true }).lex(markdown);
const read = (markdown: string) => readerDocument(markdown, 'markdown', 'https://example.com/page', lex);

/** How deep lists and quotes nest in the blocks. */
function depthOf(blocks: readonly Block[]): number {
  let deepest = 0;
  for (const block of blocks) {
    if (block.kind === 'list') deepest = Math.max(deepest, 1 + Math.max(0, ...block.items.map(depthOf)));
    if (block.kind === 'quote') deepest = Math.max(deepest, 1 + depthOf(block.children));
  }
  return deepest;
}

/** All the text the blocks show. */
function textOf(blocks: readonly Block[]): string {
  const inline = (nodes: readonly Inline[]): string =>
    nodes.map((node) => ('text' in node ? node.text : 'children' in node ? inline(node.children) : '')).join('');
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'list':
          return block.items.map(textOf).join(' ');
        case 'quote':
          return textOf(block.children);
        case 'heading':
        case 'paragraph':
          return inline(block.children);
        case 'code':
          return block.text;
        default:
          return '';
      }
    })
    .join(' ');
}

describe('the reader’s markdown cannot freeze the panel', () => {
  it('the 200,000-character line of list markers nested on one line is flattened past the depth, its text kept', () => {
    const line = `${'- '.repeat(99_999)}x`;
    expect(line.length).toBeGreaterThanOrEqual(199_999);
    const document = read(line);
    expect(depthOf(document.blocks)).toBeLessThanOrEqual(READER_TEXT_LIMITS.depth);
    expect(textOf(document.blocks).trim()).toBe('x');
  });

  it('quotes and ordered items nested on one line are flattened alike', () => {
    const document = read(`${'> 1. '.repeat(5_000)}deep words`);
    expect(depthOf(document.blocks)).toBeLessThanOrEqual(READER_TEXT_LIMITS.depth);
    expect(textOf(document.blocks)).toContain('deep words');
  });

  it('nesting within the depth is left as it was', () => {
    const document = read('- - - three deep');
    expect(depthOf(document.blocks)).toBe(3);
    expect(textOf(document.blocks)).toContain('three deep');
  });

  it('a line longer than the cap is cut there, and the page says something was left out', () => {
    const document = read(`${'word '.repeat(8_000)}end`);
    expect(document.truncated).toBe(true);
    const shown = textOf(document.blocks);
    expect(shown.length).toBeLessThanOrEqual(READER_TEXT_LIMITS.line);
    expect(shown).not.toContain('end');
  });

  it('a long line inside a code fence is cut too; the fence still closes', () => {
    const document = read(`\`\`\`\n${'x'.repeat(30_000)}\n\`\`\`\n\nafter`);
    expect(document.truncated).toBe(true);
    expect(textOf(document.blocks)).toContain('after');
  });
});
