import type { SearchResponse } from '../api/search-response';
import type { Block, Inline } from '../text/reader-markdown';

/** The lists of an answer whose items have a title and maybe a snippet (every search type's). */
const ITEM_LISTS = ['organic', 'news', 'images', 'videos', 'places', 'shopping', 'scholar', 'patents'] as const;
/** The first results are enough for a few lines (and for the model's quota). */
const SUMMARIZED_ITEMS = 10;

/*
 * What the summarizer is told the text is (its sharedContext): the model's instructions, not text
 * a person reads, so in English, the language the model is told its context is in.
 */
/** The context of a read page's summary. */
export function pageContext(title: string): string {
  return `A web page the person opened: "${title}". Give its key points.`;
}

/** The context of a summary of search results. */
export function resultsContext(query: string): string {
  return `Web search results for "${query}": give the few lines that answer it.`;
}

/** A page's text as the Reader shows it, one line per paragraph, heading or list item: what is summarized. */
export function documentText(blocks: readonly Block[]): string {
  const lines: string[] = [];
  const inlines = (children: readonly Inline[]): string =>
    children
      .map((child) =>
        child.kind === 'text' || child.kind === 'code'
          ? child.text
          : child.kind === 'break'
            ? ' '
            : child.kind === 'image'
              ? ''
              : inlines(child.children),
      )
      .join('');
  const walk = (block: Block): void => {
    if (block.kind === 'heading' || block.kind === 'paragraph') lines.push(inlines(block.children));
    else if (block.kind === 'list') block.items.forEach((item) => item.forEach(walk));
    else if (block.kind === 'quote') block.children.forEach(walk);
    else if (block.kind === 'code') lines.push(block.text);
    else if (block.kind === 'table')
      [block.header, ...block.rows].forEach((row) => lines.push(row.map(inlines).join(' · ')));
  };
  blocks.forEach(walk);
  return lines.filter((line) => line.trim() !== '').join('\n\n');
}

type Item = { title?: unknown; snippet?: unknown };

/** The items of an answer's own lists, in order. */
function itemsOf(response: SearchResponse): Item[] {
  return ITEM_LISTS.flatMap((list) => (response[list] ?? []) as Item[]);
}

/**
 * What "Summarize results" summarizes: the answer box, the knowledge panel and the first
 * results' titles and snippets, one per line.
 */
export function answerText(response: SearchResponse): string {
  const lines: string[] = [];
  const box = response.answerBox;
  if (box) lines.push([box.title, box.answer, box.snippet].filter(Boolean).join(': '));
  const entity = response.knowledgeGraph;
  if (entity) lines.push([entity.title, entity.description].filter(Boolean).join(': '));
  for (const item of itemsOf(response).slice(0, SUMMARIZED_ITEMS)) {
    lines.push([item.title, item.snippet].filter((part) => typeof part === 'string' && part !== '').join(': '));
  }
  return lines.filter((line) => line.trim() !== '').join('\n');
}

/** The texts of an answer a translation replaces: every item's title and snippet, the answer box's and the entity's words. */
export function answerTexts(response: SearchResponse): string[] {
  const texts = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.trim() !== '') texts.add(value);
  };
  const box = response.answerBox;
  [box?.title, box?.answer, box?.snippet, response.knowledgeGraph?.description].forEach(add);
  for (const item of itemsOf(response)) {
    add(item.title);
    add(item.snippet);
  }
  return [...texts];
}

/** The answer with every text `translated` has replaced (the rest as it was): the same shape, shown the same way. */
export function translatedAnswer(response: SearchResponse, translated: ReadonlyMap<string, string>): SearchResponse {
  const swap = <T>(value: T): T => (typeof value === 'string' ? ((translated.get(value) ?? value) as T) : value);
  const items = <T extends Item>(list: readonly T[] | undefined) =>
    list?.map((item) => ({ ...item, title: swap(item.title), snippet: swap(item.snippet) }));
  const copy: SearchResponse = { ...response };
  for (const list of ITEM_LISTS) {
    const translatedList = items(response[list] as Item[] | undefined);
    if (translatedList) (copy as unknown as Record<string, unknown>)[list] = translatedList;
  }
  if (response.answerBox) {
    const { title, answer, snippet } = response.answerBox;
    copy.answerBox = { ...response.answerBox, title: swap(title), answer: swap(answer), snippet: swap(snippet) };
  }
  if (response.knowledgeGraph) {
    copy.knowledgeGraph = { ...response.knowledgeGraph, description: swap(response.knowledgeGraph.description) };
  }
  return copy;
}

/** A read page's blocks with every text translated (links, emphasis and structure kept). */
export async function translatedBlocks(
  blocks: readonly Block[],
  translate: (text: string) => Promise<string>,
): Promise<Block[]> {
  const inline = async (child: Inline): Promise<Inline> => {
    if (child.kind === 'text')
      return child.text.trim() === '' ? child : { ...child, text: await translate(child.text) };
    if (child.kind === 'strong' || child.kind === 'em' || child.kind === 'del' || child.kind === 'link') {
      return { ...child, children: await inlines(child.children) };
    }
    return child;
  };
  const inlines = async (children: readonly Inline[]) => {
    const out: Inline[] = [];
    for (const child of children) out.push(await inline(child));
    return out;
  };
  const block = async (item: Block): Promise<Block> => {
    switch (item.kind) {
      case 'heading':
      case 'paragraph':
        return { ...item, children: await inlines(item.children) };
      case 'list': {
        const items: Block[][] = [];
        for (const entry of item.items) items.push(await translatedBlocks(entry, translate));
        return { ...item, items };
      }
      case 'quote':
        return { ...item, children: await translatedBlocks(item.children, translate) };
      case 'table': {
        const rows: Inline[][][] = [];
        for (const row of item.rows) rows.push(await Promise.all(row.map(inlines)));
        return { ...item, header: await Promise.all(item.header.map(inlines)), rows };
      }
      default:
        return item;
    }
  };
  const out: Block[] = [];
  for (const item of blocks) out.push(await block(item));
  return out;
}
