// Words too common to say anything about relevance; without this, "the history of paris"
// would match every document that says "the".
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'how',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
  'was',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'with',
]);

/** Lower-cases, strips accents and punctuation, and splits into words (stop words kept). */
export function splitWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // combining accents: "Île" → "Ile"
    .toLowerCase()
    .replace(/['’]/g, '') // "Babbage’s" → "babbages", not "babbage" + "s"
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Crude plural folding so "extensions" matches "extension"; enough for a small corpus. */
export function stem(word: string): string {
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The terms used for matching: words without stop words, stemmed. */
export function tokenize(text: string): string[] {
  return splitWords(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}
