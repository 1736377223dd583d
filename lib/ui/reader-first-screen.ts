/**
 * Characters of a page's text that fill more than the Reader's first screen (a 420 × 720 px
 * panel shows about 2,000). A page under twice this is shown whole at once. 3,000 rather than
 * 6,000: the first frame's render and layout are smaller, and a first read painted about 7 ms
 * sooner in paired runs (bench/LOG.md, 2026-11-29, 12:37–13:25 UTC); the rest follows a frame later.
 */
export const READER_FIRST_SCREEN_CHARS = 3_000;

/** A fence opening or closing a code block: up to three spaces, then three or more backticks or tildes. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/u;
/** A line that starts a block of its own at the margin: not a list item, a quote, a table row or indented text. */
const BLOCK_START = /^(?![ \t]|[>|]|[*+-][ \t]|\d{1,9}[.)][ \t])\S/u;
/** A link reference definition (`[name]: https://…`), wherever it is in the page. */
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:[ \t]*\S.*$/gmu;

/**
 * The beginning of a long page's text, enough for the Reader's first screen, cut where a block
 * at the margin begins after a blank line (never inside a code block, a list or a quote), with
 * the page's link reference definitions after it so its links read as links; undefined when the
 * page is short enough to show whole at once, or has no such place to cut. The Reader shows this
 * in the first frame and the whole page in a task after it: a 100 KB page takes marked's lexer
 * and the layout tens of milliseconds, a first screen a few (docs/performance.md).
 */
export function firstScreenText(content: string, chars = READER_FIRST_SCREEN_CHARS): string | undefined {
  if (content.length < chars * 2) return undefined;
  let fence: string | undefined;
  let blankBefore = false;
  let start = 0;
  while (start < content.length) {
    const end = content.indexOf('\n', start);
    const line = content.slice(start, end === -1 ? content.length : end);
    const marker = FENCE.exec(line)?.[1];
    if (fence === undefined && start >= chars && blankBefore && BLOCK_START.test(line) && marker === undefined) {
      // Most pages have none: the whole rest is searched only when something may be one.
      const definitions = content.includes(']:', start) ? (content.slice(start).match(DEFINITION) ?? []) : [];
      return [content.slice(0, start).trimEnd(), ...definitions].join('\n\n');
    }
    if (marker !== undefined) {
      if (fence === undefined) fence = marker[0];
      else if (marker[0] === fence) fence = undefined;
    }
    blankBefore = line.trim() === '';
    if (end === -1) break;
    start = end + 1;
  }
  return undefined;
}
