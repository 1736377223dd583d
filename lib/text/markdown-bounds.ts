import { READER_TEXT_LIMITS } from './reader-nodes';

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
export function withBoundedIndent(markdown: string, cut: () => void): string {
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
