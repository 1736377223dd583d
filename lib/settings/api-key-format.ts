/**
 * What an API key may hold: printable ASCII without spaces — what an HTTP header carries
 * as typed. The options page refuses anything else at Save; the background checks again
 * before a search, for keys saved before that check existed.
 */
export function isPlainApiKey(key: string): boolean {
  return /^[\x21-\x7E]+$/u.test(key);
}

/** The first character of a key that is not plain, as "U+200B" and its 1-based position; undefined when all are. */
export function firstOddKeyCharacter(key: string): { name: string; position: number } | undefined {
  const characters = [...key];
  const index = characters.findIndex((character) => !isPlainApiKey(character));
  if (index === -1) return undefined;
  const codePoint = characters[index]?.codePointAt(0) ?? 0;
  return { name: `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`, position: index + 1 };
}
