import type { Token, Tokens } from 'marked';
import { safeLinkUrl } from './safe-url';
import { Budget, lines, READER_TEXT_LIMITS, type Block, type Context, type ReaderDocument } from './reader-nodes';
import { withBoundedIndent } from './markdown-bounds';
import { inlinesOf } from './reader-inlines';

/*
 * A page's markdown, as the service's reader sent it, turned into a small closed set of
 * nodes that the Reader renders as DOM elements (components/reader/ReaderText.tsx): headings,
 * paragraphs, lists, quotes, code, tables, links and images — nothing else exists here, so
 * nothing else can be rendered. Raw HTML in the markdown is text. Links are absolute http(s)
 * (relative ones resolved against the page), images https only. Everything is bounded: the
 * input, the text kept, the number of nodes and how deep they nest.
 */

export { READER_TEXT_LIMITS, type Block, type Inline, type ReaderDocument } from './reader-nodes';

/** marked's lexer (`new Lexer({ gfm: true }).lex`): passed in, so the parser loads only when a page is read. */
export type MarkdownLexer = (markdown: string) => Token[];

/** The page's text as nodes: markdown through marked's lexer, or plain text as paragraphs. */
export function readerDocument(
  content: string,
  format: 'markdown' | 'text',
  pageUrl: string,
  lex: MarkdownLexer,
): ReaderDocument {
  const budget = new Budget(content.length > READER_TEXT_LIMITS.input);
  const input = content.slice(0, READER_TEXT_LIMITS.input);
  const base = safeLinkUrl(pageUrl);
  const blocks = format === 'markdown' ? markdownBlocks(input, base, budget, lex) : paragraphs(input, budget);
  return { blocks, truncated: budget.truncated, images: budget.images };
}

function markdownBlocks(markdown: string, base: string | undefined, budget: Budget, lex: MarkdownLexer): Block[] {
  let tokens: Token[];
  try {
    tokens = lex(withBoundedIndent(markdown, () => (budget.truncated = true)));
  } catch {
    // The lexer should never throw on text; if it does, the page is still readable as text.
    return paragraphs(markdown, budget);
  }
  return blocksOf(tokens, { base, budget, depth: 0 });
}

/** Plain text as paragraphs (blank lines between them), each line kept. */
function paragraphs(text: string, budget: Budget): Block[] {
  const blocks: Block[] = [];
  for (const part of text.split(/\n\s*\n/u)) {
    if (budget.spent || !budget.node()) break;
    const children = lines(budget.take(part.trim()), budget);
    if (children.length > 0) blocks.push({ kind: 'paragraph', children });
  }
  return blocks;
}

function blocksOf(tokens: readonly Token[], context: Context): Block[] {
  const blocks: Block[] = [];
  for (const token of tokens) {
    if (context.budget.spent) {
      context.budget.truncated = true;
      break;
    }
    const block = blockOf(token, context);
    if (block) blocks.push(block);
  }
  return blocks;
}

function blockOf(token: Token, context: Context): Block | undefined {
  const { budget } = context;
  if (token.type === 'space' || token.type === 'def') return undefined;
  if (!budget.node()) return undefined;
  // Too deep: what is left is shown as the text it is, at this depth.
  if (context.depth >= READER_TEXT_LIMITS.depth && (token.type === 'list' || token.type === 'blockquote')) {
    return { kind: 'paragraph', children: lines(budget.take(token.raw.trim()), budget) };
  }
  const deeper = { ...context, depth: context.depth + 1 };
  switch (token.type) {
    case 'heading': {
      const { depth } = token as Tokens.Heading;
      // The Reader's own heading (the page's title) is an h2: the page's headings come under it.
      const level = Math.min(6, Math.max(3, depth + 2)) as 3 | 4 | 5 | 6;
      return { kind: 'heading', level, children: inlinesOf((token as Tokens.Heading).tokens, context, 0) };
    }
    case 'paragraph':
      return { kind: 'paragraph', children: inlinesOf((token as Tokens.Paragraph).tokens, context, 0) };
    case 'text': {
      // A tight list item's text (it may carry inline tokens).
      const text = token as Tokens.Text;
      return {
        kind: 'paragraph',
        children: text.tokens ? inlinesOf(text.tokens, context, 0) : lines(budget.take(text.text), budget),
      };
    }
    case 'list': {
      const list = token as Tokens.List;
      const start = typeof list.start === 'number' && Number.isSafeInteger(list.start) ? list.start : undefined;
      return {
        kind: 'list',
        ordered: list.ordered,
        ...(list.ordered && start !== undefined && start !== 1 && { start }),
        items: list.items.map((item) => blocksOf(item.tokens, deeper)),
      };
    }
    case 'blockquote':
      return { kind: 'quote', children: blocksOf((token as Tokens.Blockquote).tokens, deeper) };
    case 'code':
      return { kind: 'code', text: budget.take((token as Tokens.Code).text) };
    case 'table': {
      const table = token as Tokens.Table;
      const cells = (row: Tokens.TableCell[]) => row.map((cell) => inlinesOf(cell.tokens, context, 0));
      return { kind: 'table', header: cells(table.header), rows: table.rows.map(cells) };
    }
    case 'hr':
      return { kind: 'rule' };
    default:
      // Raw HTML and anything this version of marked adds: shown as the text it is.
      return { kind: 'paragraph', children: lines(budget.take(token.raw.trim()), budget) };
  }
}
