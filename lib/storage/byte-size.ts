const encoder = new TextEncoder();

/**
 * Bytes of a value as JSON in UTF-8: what the browser's quota counts. String length
 * counts UTF-16 code units, which undercounts text outside ASCII (CJK results by 1.5×).
 */
export function jsonBytes(value: unknown): number {
  return encoder.encode(JSON.stringify(value) ?? '').byteLength;
}
