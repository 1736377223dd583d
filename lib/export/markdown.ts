import { safeLinkUrl } from '../text/safe-url';
import { ITEM_EXPORTS, type ExportedItems } from './exported-items';
import type { ExportedExtras, ExportedResult } from './exported-results';
import type { ExportedDetail } from './item-export';

/**
 * Backslash-escapes what Markdown would read as markup inside a line (emphasis, code,
 * links, HTML, entities, strike-through) and what would start a block at the start of
 * one (heading, list, quote); line breaks fold to spaces. Plain punctuation stays readable.
 */
export function escapeMarkdown(text: string): string {
  return escapeInline(text)
    .replace(/^([#+\-=])/u, '\\$1')
    .replace(/^(\d+)([.)])/u, '$1\\$2');
}

/** The inline part of escapeMarkdown, for text in the middle of a line, where nothing can start a block ("4.6/5"). */
function escapeInline(text: string): string {
  return text
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[\\`*_[\]<>&~]/gu, (c) => `\\${c}`);
}

/**
 * A link destination in angle brackets, so parentheses in it cannot end the link early
 * (CommonMark); safe links never contain spaces, `<` or `>`, and a backslash — which would
 * escape the closing `>` — is written percent-encoded, which every browser reads the same.
 */
function destination(link: string): string {
  return `<${link.replaceAll('\\', '%5C')}>`;
}

function linked(text: string, link: string): string {
  return link ? `[${escapeMarkdown(text)}](${destination(link)})` : escapeMarkdown(text);
}

/**
 * A numbered list: `1. [Title](<url>)` then the snippet, indented, on the next line; the
 * engine's answer above it and the questions people also ask below it, where there are any.
 */
export function toMarkdown(query: string, results: readonly ExportedResult[], extras?: ExportedExtras): string {
  const lines = [`# Search results for “${escapeMarkdown(query)}”`, ''];
  if (extras?.answer) {
    const { text, title, link } = extras.answer;
    lines.push('## Answer', '', `> ${escapeMarkdown(text)}`, '');
    if (title || link) lines.push(`Source: ${linked(title || link, link)}`, '');
  }
  results.forEach((result, index) => {
    lines.push(`${index + 1}. ${linked(result.title, result.link)}`);
    if (result.snippet) lines.push(`   ${escapeMarkdown(result.snippet)}`);
    lines.push('');
  });
  if (extras && extras.questions.length > 0) {
    lines.push('## People also ask', '');
    for (const item of extras.questions) {
      lines.push(`- **${escapeMarkdown(item.question)}**`);
      if (item.snippet) lines.push(`  ${escapeMarkdown(item.snippet)}`);
      if (item.title || item.link) lines.push(`  ${linked(item.title || item.link, item.link)}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

function detail(part: ExportedDetail): string {
  return typeof part === 'string' ? escapeInline(part) : linked(part.label, safeLinkUrl(part.link) ?? '');
}

/**
 * The items of a search type as a numbered list, one line each: the title (a link where the
 * page links it), then the type's own fields ("1. [Title](<url>) — Reuters, 5 mins ago").
 */
export function itemsToMarkdown(query: string, exported: ExportedItems): string {
  const { heading } = ITEM_EXPORTS[exported.type];
  const lines = [`# ${heading} results for “${escapeMarkdown(query)}”`, ''];
  exported.items.forEach((item, index) => {
    const details = item.details.map(detail).join(', ');
    lines.push(`${index + 1}. ${linked(item.title, item.link)}${details ? ` — ${details}` : ''}`);
  });
  lines.push('');
  return lines.join('\n');
}
