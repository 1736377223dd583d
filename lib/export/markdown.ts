import type { ExportedResult } from './exported-results';

/**
 * Backslash-escapes what Markdown would read as markup inside a line (emphasis, code,
 * links, HTML, entities, strike-through) and what would start a block at the start of
 * one (heading, list, quote); line breaks fold to spaces. Plain punctuation stays readable.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[\\`*_[\]<>&~]/gu, (c) => `\\${c}`)
    .replace(/^([#+\-=])/u, '\\$1')
    .replace(/^(\d+)([.)])/u, '$1\\$2');
}

/**
 * A numbered list: `1. [Title](<url>)` then the snippet, indented, on the next line.
 * The URL goes in angle brackets so parentheses in it cannot end the link early
 * (CommonMark link destinations); safe links never contain spaces, `<` or `>`.
 */
export function toMarkdown(query: string, results: readonly ExportedResult[]): string {
  const lines = [`# Search results for “${escapeMarkdown(query)}”`, ''];
  results.forEach((result, index) => {
    const title = escapeMarkdown(result.title);
    lines.push(`${index + 1}. ${result.link ? `[${title}](<${result.link}>)` : title}`);
    if (result.snippet) lines.push(`   ${escapeMarkdown(result.snippet)}`);
    lines.push('');
  });
  return lines.join('\n');
}
