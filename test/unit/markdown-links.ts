/*
 * The links of a Markdown file and the anchors its headings get, read the way GitHub renders
 * them, for the test that keeps README.md and docs/ free of dead links (docs-links.test.ts).
 * Small on purpose: the docs use ATX headings (`## …`, which Prettier keeps), inline links and
 * images, reference definitions and the odd HTML `href`/`src`.
 */

/** One link as written: its target (path and/or `#anchor`) and the line it is on (1-based). */
export interface MarkdownLink {
  target: string;
  line: number;
}

/** The file's lines with fenced code blocks (``` or ~~~) blanked out, keeping line numbers. */
function linesOutsideFences(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/u.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return '';
    }
    if (marker !== undefined) {
      fence = marker;
      return '';
    }
    return line;
  });
}

/** A line with its inline code spans blanked out (links in code are not links). */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)[^`]*?\1/gu, (span) => ' '.repeat(span.length));
}

// [text](target "title") and ![alt](target): the target is <…>, or runs to a space or the closing
// parenthesis (one level of balanced parentheses allowed inside, as in Wikipedia addresses).
const INLINE_LINK =
  /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|(?:[^\s()]|\([^\s()]*\))+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/gu;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/u;
const HTML_ATTRIBUTE = /\b(?:href|src)\s*=\s*"([^"]*)"/gu;

/** Every link, image and reference definition in the file, outside code. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  linesOutsideFences(markdown).forEach((line, index) => {
    const text = withoutCodeSpans(line);
    const add = (target: string) => links.push({ target: target.replace(/^<(.*)>$/u, '$1'), line: index + 1 });
    for (const match of text.matchAll(INLINE_LINK)) add(match[1] ?? '');
    for (const match of text.matchAll(HTML_ATTRIBUTE)) add(match[1] ?? '');
    const definition = REFERENCE_DEFINITION.exec(text);
    if (definition) add(definition[1] ?? '');
  });
  return links;
}

/** Whether a target leaves the repository (a scheme such as https: or mailto:, or //host). */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/iu.test(target) || target.startsWith('//');
}

/**
 * The text GitHub makes a heading's anchor from: the rendered text, so code spans keep their
 * content, links their text, and emphasis and HTML tags go.
 */
function headingText(source: string): string {
  return source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/`([^`]*)`/gu, '$1')
    .replace(/<[^>]+>/gu, '')
    .replace(/(\*{1,3})([^*]+)\1/gu, '$2');
}

/**
 * GitHub's anchor for a heading text (github-slugger): lower case, every character that is not
 * a letter, mark, digit, connector (`_`), hyphen or space removed, then each space a hyphen.
 */
export function githubSlug(text: string): string {
  return headingText(text)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /gu, '-');
}

/**
 * Every anchor a file offers: its ATX headings' slugs (a repeated slug gets -1, -2, … as on
 * GitHub) and any explicit `id="…"` or `name="…"` in its HTML.
 */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of linesOutsideFences(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/u.exec(line);
    if (heading) {
      const base = githubSlug(heading[1] ?? '');
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of withoutCodeSpans(line).matchAll(/\b(?:id|name)\s*=\s*"([^"]+)"/gu)) anchors.add(match[1] ?? '');
  }
  return anchors;
}
