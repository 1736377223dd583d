import { stripUnsafeCharacters } from './clean-text';

// The Reader's nodes (reader-markdown.ts makes them) and the bounds every node is made within.

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

/** What is left to spend: characters and nodes; once out, the rest of the page is left out. */
export class Budget {
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

/** Where a node is made: the page's address for relative links, the budget, how deep in lists and quotes. */
export interface Context {
  base: string | undefined;
  budget: Budget;
  depth: number;
}

/** A text's lines as text nodes with line breaks between them. */
export function lines(text: string, budget: Budget): Inline[] {
  const inlines: Inline[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0 && budget.node()) inlines.push({ kind: 'break' });
    if (line !== '' && budget.node()) inlines.push({ kind: 'text', text: line });
  });
  return inlines;
}
