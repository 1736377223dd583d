import { stripUnsafeCharacters } from './clean-text';

/*
 * Text fragments (`#:~:text=…`, https://wicg.github.io/scroll-to-text-fragment/): a result opens
 * scrolled to the words its snippet promised, highlighted (Chrome, Edge, Safari, Firefox 131+).
 * The fragment is built from the snippet: its longest piece between ellipses, with the dates,
 * "Missing: …" notes and read-more links search engines add taken off, cut to a short run of
 * whole words — a run the page is likely to hold word for word. A directive that does not match
 * is ignored by the browser: the page opens at its top, as it would without one.
 */

/** How many words the run holds at most: enough to be distinctive, few enough to be verbatim. */
const RUN_WORDS = 8;
/** A bound in characters as well: eight long words, or CJK text segmented into long words. */
const RUN_CHARACTERS = 80;
/** Fewer letters than this is not worth a fragment (a name, a number): it would match anywhere. */
const MIN_CHARACTERS = 12;
/** Snippets longer than this are cut before any work is done on them (a hostile answer). */
const MAX_INPUT = 2_000;

/** Where one quoted passage ends and the next begins: "…", "...", " · " and " | ". */
const PIECE_BREAKS = /\s*(?:…|\.{3,}|\s[·|]\s)\s*/u;
/** A date or age search engines put before a snippet: "Mar 3, 2024 —", "3 days ago ·", "2024-03-03 -". */
const LEADING_DATE =
  /^(?:\d{1,2}\s+\p{L}+\s+ago|\p{L}{3,9}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\.?\s+\p{L}{3,9}\.?\s+\d{4}|\d{4}[-/.]\d{1,2}[-/.]\d{1,2})\s*[—–·:-]\s*/iu;
/** Notes a search engine adds about the query rather than the page, and everything after them. */
const ENGINE_NOTES = /\s*(?:Missing:|Must include:|Show results with:).*$/iu;
/** Words a page's chrome adds around a passage ("Read more"), not the passage itself. */
const BOILERPLATE = /^(?:read more|learn more|see more|more|continue reading|click here|jump to)$/iu;

/**
 * The `:~:text=` directive for a snippet, or undefined when nothing in it is worth looking for.
 * The text is percent-encoded as the directive needs: `,` `&` `-` and `#` never appear raw.
 */
export function textDirective(snippet: string | undefined): string | undefined {
  if (!snippet) return undefined;
  const run = passageRun(snippet);
  return run === undefined ? undefined : `:~:text=${encodeDirectiveText(run)}`;
}

/**
 * The address that opens `url` at the passage `snippet` quotes: `url` itself when it already
 * has a fragment of its own (that anchor is the page's; a second one would replace it), when
 * it is not an http(s) address, or when the snippet gives nothing to look for.
 */
export function withTextFragment(url: string, snippet: string | undefined): string {
  const hash = url.indexOf('#');
  if (hash !== -1 && hash < url.length - 1) return url;
  if (!/^https?:\/\//iu.test(url)) return url;
  let directive: string | undefined;
  try {
    directive = textDirective(snippet);
  } catch {
    // Whatever a snippet holds, the result still opens: at its page's own address (issue 38, L5).
    return url;
  }
  if (directive === undefined) return url;
  return `${hash === -1 ? url : url.slice(0, hash)}#${directive}`;
}

/** The run of words the fragment looks for, or undefined. Exported for its tests. */
export function passageRun(snippet: string): string | undefined {
  // Well formed first (String.prototype.toWellFormed): a lone surrogate, which a cut snippet
  // can end with, would make encodeURIComponent throw (issue 38, L5).
  const text = stripUnsafeCharacters(wellFormed(snippet.slice(0, MAX_INPUT)))
    .replace(/[\p{Cf}]/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(ENGINE_NOTES, '');
  const pieces = text
    .split(PIECE_BREAKS)
    .map((piece) => piece.replace(LEADING_DATE, '').trim())
    .filter((piece) => piece !== '' && !BOILERPLATE.test(piece));
  const longest = pieces.reduce<string | undefined>(
    (best, piece) => (best === undefined || letterCount(piece) > letterCount(best) ? piece : best),
    undefined,
  );
  if (longest === undefined) return undefined;
  const run = firstWords(longest);
  return run !== undefined && letterCount(run) >= MIN_CHARACTERS ? run : undefined;
}

/** The text with each lone surrogate replaced by U+FFFD, as String.prototype.toWellFormed does. */
export function wellFormed(text: string): string {
  return text.replace(/\p{Cs}/gu, '\uFFFD');
}

/** Letters and digits in a text: what makes a passage distinctive (punctuation and emoji do not). */
function letterCount(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

/**
 * The first RUN_WORDS words of a piece, whole (the browser matches a directive on word
 * boundaries), by the language's own word breaks: spaces, and dictionary segmentation for
 * Chinese and Japanese, where there are no spaces. Starts and ends on a word, never on
 * punctuation, quotes or emoji around it.
 */
function firstWords(piece: string): string | undefined {
  let start: number | undefined;
  let end = 0;
  let words = 0;
  for (const segment of wordSegments(piece)) {
    if (!segment.isWordLike) continue;
    const segmentEnd = segment.index + segment.segment.length;
    if (segmentEnd - (start ?? segment.index) > RUN_CHARACTERS) break;
    start ??= segment.index;
    end = segmentEnd;
    words += 1;
    if (words >= RUN_WORDS) break;
  }
  return start === undefined ? undefined : piece.slice(start, end);
}

interface WordSegment {
  segment: string;
  index: number;
  isWordLike?: boolean;
}

function wordSegments(text: string): Iterable<WordSegment> {
  if (typeof Intl.Segmenter === 'function') return new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text);
  // Without Intl.Segmenter: words are what white space and punctuation separate.
  return [...text.matchAll(/[\p{L}\p{N}\p{M}'’]+|[^\p{L}\p{N}\p{M}'’]+/gu)].map((match) => ({
    segment: match[0],
    index: match.index,
    isWordLike: /[\p{L}\p{N}]/u.test(match[0]),
  }));
}

/**
 * Percent-encodes a directive's text: encodeURIComponent, plus `-`, which the syntax uses for
 * its prefix and suffix marks and encodeURIComponent leaves alone.
 */
export function encodeDirectiveText(text: string): string {
  return encodeURIComponent(text).replace(/-/gu, '%2D');
}
