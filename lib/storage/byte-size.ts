const encoder = new TextEncoder();

/**
 * Bytes of a value as JSON in UTF-8: what the browser's quota counts. String length
 * counts UTF-16 code units, which undercounts text outside ASCII (CJK results by 1.5×).
 */
export function jsonBytes(value: unknown): number {
  return encoder.encode(JSON.stringify(value) ?? '').byteLength;
}

/**
 * Characters Chromium's JSON writer escapes where JSON.stringify does not (base/json/
 * string_escape.cc): `<` as \u003C (1 byte → 6), DEL as \u007F (1 → 6), and the line and
 * paragraph separators U+2028/U+2029 (3 → 6). Measured in Chromium 156 at the 8,192-byte
 * boundary (test/e2e/settings-sync.spec.ts).
 */
const CHROMIUM_ESCAPES = /[<\u007f\u2028\u2029]/gu;

/**
 * Bytes one `storage.sync` item counts against the browser's quotas: its key plus its value
 * as JSON, in UTF-8 ("measured by the JSON stringification of its value plus its key length").
 * Counted as Chromium serializes it, which is never less than Firefox's count (Firefox escapes
 * none of CHROMIUM_ESCAPES), so a group that fits here fits in both.
 */
export function syncItemBytes(key: string, value: unknown): number {
  const json = JSON.stringify(value) ?? '';
  let extra = 0;
  for (const [escaped] of json.matchAll(CHROMIUM_ESCAPES)) extra += escaped === '<' || escaped === '\u007f' ? 5 : 3;
  return encoder.encode(key).byteLength + encoder.encode(json).byteLength + extra;
}
