/**
 * Reads a response body as UTF-8 text, at most `maxBytes` of it: a declared
 * Content-Length over the cap is refused before reading, and a body without one is
 * read as a stream and cancelled the moment it passes the cap (a search page is a few
 * KB; nothing unbounded reaches JSON.parse or storage). Undefined when over the cap.
 */
export async function readCappedText(response: Response, maxBytes: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return undefined;
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}
