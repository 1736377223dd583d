// Bidirectional controls (LRE…RLO, LRI…PDI, LRM/RLM/ALM) can reorder what is shown
// so that a URL or name reads as something else; other C0/C1 controls draw nothing useful.
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/gu;

/** Removes control and bidirectional-override characters, and nothing else. */
export function stripUnsafeCharacters(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, '');
}

/**
 * Makes API text safe and bounded for display: strips control and bidi-override
 * characters, collapses white space, and caps the length (with an ellipsis).
 */
export function cleanText(text: string, maxLength: number): string {
  const cleaned = stripUnsafeCharacters(text).replace(/\s+/gu, ' ').trim();
  if (cleaned.length <= maxLength) return cleaned;
  const cut = Array.from(cleaned.slice(0, maxLength)).join('');
  return `${cut.slice(0, Math.max(0, maxLength - 1)).trimEnd()}…`;
}
