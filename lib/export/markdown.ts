import type { ExportedExtras, ExportedResult } from './exported-results';

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
