import type { Token, Tokens } from 'marked';
import { stripUnsafeCharacters } from './clean-text';
import { safeImageUrl, safeLinkUrl } from './safe-url';

/*
 * A page's markdown, as the service's reader sent it, turned into a small closed set of
 * nodes that the Reader renders as DOM elements (components/reader/ReaderText.tsx): headings,
 * paragraphs, lists, quotes, code, tables, links and images — nothing else exists here, so
 * nothing else can be rendered. Raw HTML in the markdown is text. Links are absolute http(s)
 * (relative ones resolved against the page), images https only. Everything is bounded: the
 * input, the text kept, the number of nodes and how deep they nest.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em' | 'del'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  /** `src` only when it is https; the Reader shows an image only when the person asks. */
  | { kind: 'image'; src?: string; alt: string }
  | { kind: 'break' };

export type Block =
  | { kind: 'heading'; level: 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; start?: number; items: Block[][] }
  | { kind: 'quote'; children: Block[] }
  | { kind: 'code'; text: string }
  | { kind: 'table'; header: Inline[][]; rows: Inline[][][] }
  | { kind: 'rule' };

export interface ReaderDocument {
  blocks: Block[];
  /** Something was left out to stay within READER_TEXT_LIMITS (the page says so). */
  truncated: boolean;
  /** How many images with an https address it has (Show images appears only when there are some). */
  images: number;
}

export const READER_TEXT_LIMITS = {
  /** Characters of markdown read at all (a long article is ~50,000). */
  input: 200_000,
  /** Characters of text kept across the whole page. */
  text: 200_000,
  /** Nodes of any kind. */
  nodes: 20_000,
  /** Lists and quotes inside each other; deeper content is kept as plain text at this depth. */
  depth: 8,
  /** Leading indentation, in columns, that lists may nest by (deeper lines are pulled back). */
  indent: 16,
  /** Inline markup inside inline markup (emphasis in a link in …). */
  inlineDepth: 8,
  /** Characters of one line: a longer one is cut (marked's lexer slows down steeply on long lines of markers). */
  line: 20_000,
} as const;

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

/** What is left to spend: characters and nodes; once out, the rest of the page is left out. */
class Budget {
  text: number = READER_TEXT_LIMITS.text;
  nodes: number = READER_TEXT_LIMITS.nodes;
  images = 0;
  constructor(public truncated: boolean) {}

  /** A node may be added (counts it), or the page is cut from here. */
  node(): boolean {
    if (this.nodes <= 0) {
      this.truncated = true;
      return false;
    }
    this.nodes -= 1;
    return true;
  }

  /** Text as it may be shown: controls and bidi overrides stripped, cut to what is left. */
  take(raw: string): string {
    const text = stripUnsafeCharacters(raw);
    if (text.length <= this.text) {
      this.text -= text.length;
      return text;
    }
    this.truncated = true;
    const kept = text.slice(0, Math.max(0, this.text));
    this.text = 0;
    return kept;
  }

  get spent(): boolean {
    return this.text <= 0 || this.nodes <= 0;
  }
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

/** A text's lines as text nodes with line breaks between them. */
function lines(text: string, budget: Budget): Inline[] {
  const inlines: Inline[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0 && budget.node()) inlines.push({ kind: 'break' });
    if (line !== '' && budget.node()) inlines.push({ kind: 'text', text: line });
  });
  return inlines;
}

/** One container marker at a line's start (a list item or a quote; several nest on one line: `- - > 1. x`). */
const MARKER = /[ \t]{0,3}(?:[-*+]|\d{1,9}[.)]|>)(?:[ \t]+|$)/uy;

/**
 * Bounds what makes marked's lexer slow before it sees the text (outside code fences): lines
 * indented deeper than READER_TEXT_LIMITS.indent are pulled back to it, so lists cannot nest
 * without bound (a list nested 1,000 deep took the lexer 20 s); markers nested on one line past
 * READER_TEXT_LIMITS.depth are dropped, the line's text kept at that depth (issue 38, L4: a
 * 200,000-character `- - - … x` line took it 7.9 s); and a line past READER_TEXT_LIMITS.line
 * characters is cut (`cut` is told). Nothing deeper is shown anyway.
 */
function withBoundedIndent(markdown: string, cut: () => void): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/u.exec(line)?.[1];
      if (marker !== undefined) {
        if (fence === undefined) fence = marker[0];
        else if (marker[0] === fence) fence = undefined;
      }
      const bounded = marker !== undefined || fence !== undefined ? line : flattened(pulledBack(line));
      if (bounded.length <= READER_TEXT_LIMITS.line) return bounded;
      cut();
      return bounded.slice(0, READER_TEXT_LIMITS.line);
    })
    .join('\n');
}

function pulledBack(line: string): string {
  const indent = /^[ \t]+/u.exec(line)?.[0];
  if (indent === undefined) return line;
  let width = 0;
  for (const character of indent) width = character === '\t' ? width + 4 - (width % 4) : width + 1;
  return width > READER_TEXT_LIMITS.indent ? ' '.repeat(READER_TEXT_LIMITS.indent) + line.slice(indent.length) : line;
}

function flattened(line: string): string {
  let markers = 0;
  let kept = 0;
  // Sticky: each match starts where the last one ended; at most depth + 1 of them are read.
  MARKER.lastIndex = 0;
  while (markers <= READER_TEXT_LIMITS.depth && MARKER.exec(line) !== null) {
    markers += 1;
    if (markers === READER_TEXT_LIMITS.depth) kept = MARKER.lastIndex;
  }
  if (markers <= READER_TEXT_LIMITS.depth) return line;
  // Deeper: the rest of the run of markers goes, up to the line's first text (one scan).
  const text = line.slice(kept).search(/[^-*+>\d.) \t]/u);
  return line.slice(0, kept) + (text === -1 ? '' : line.slice(kept + text));
}

interface Context {
  base: string | undefined;
  budget: Budget;
  depth: number;
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

function inlinesOf(tokens: readonly Token[] | undefined, context: Context, depth: number): Inline[] {
  const inlines: Inline[] = [];
  for (const token of tokens ?? []) {
    if (context.budget.spent) {
      context.budget.truncated = true;
      break;
    }
    const inline = inlineOf(token, context, depth);
    if (Array.isArray(inline)) inlines.push(...inline);
    else if (inline) inlines.push(inline);
  }
  return inlines;
}

/** One inline node, or several in its place (the text of a link that may not be followed). */
function inlineOf(token: Token, context: Context, depth: number): Inline | Inline[] | undefined {
  const { budget } = context;
  if (!budget.node()) return undefined;
  if (depth >= READER_TEXT_LIMITS.inlineDepth) return { kind: 'text', text: budget.take(textOf(token)) };
  switch (token.type) {
    case 'strong':
    case 'em':
    case 'del':
      return { kind: token.type, children: inlinesOf((token as Tokens.Strong).tokens, context, depth + 1) };
    case 'codespan':
      return { kind: 'code', text: budget.take((token as Tokens.Codespan).text) };
    case 'br':
      return { kind: 'break' };
    case 'link': {
      const link = token as Tokens.Link;
      const href = resolved(link.href, context.base, safeLinkUrl);
      const children = inlinesOf(link.tokens, context, depth + 1);
      // A link that may not be followed (javascript:, data:, …) is its text.
      return href ? { kind: 'link', href, children } : children;
    }
    case 'image': {
      const image = token as Tokens.Image;
      const src = resolved(image.href, context.base, safeImageUrl);
      if (src) budget.images += 1;
      return { kind: 'image', alt: budget.take(image.text), ...(src && { src }) };
    }
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens && text.tokens.length > 0
        ? inlinesOf(text.tokens, context, depth + 1)
        : { kind: 'text', text: budget.take(text.text) };
    }
    case 'escape':
      return { kind: 'text', text: budget.take((token as Tokens.Escape).text) };
    default:
      // Inline HTML (`<img onerror=…>`, `<script>`) and anything unknown: its source, as text.
      return { kind: 'text', text: budget.take(token.raw) };
  }
}

/** The readable text of a token (for content past the nesting bound). */
function textOf(token: Token): string {
  return 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
}

/** A link or image address resolved against the page, kept only if `check` allows it. */
function resolved(
  href: string,
  base: string | undefined,
  check: (url: string | undefined) => string | undefined,
): string | undefined {
  try {
    return check(new URL(href.trim(), base).href);
  } catch {
    return undefined;
  }
}
