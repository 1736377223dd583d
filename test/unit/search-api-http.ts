import { request as httpsRequest } from 'node:https';
import { crc32, inflateSync } from 'node:zlib';

/** What came back, read as text and, when it is JSON, parsed loosely. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown> & { [key: string]: unknown };
}

/** POSTs `body` (a string is sent as is) to `url` with the given headers; never throws on a status. */
export async function postJson(
  url: string,
  body: object | string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return read(response);
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return read(await fetch(url, { headers }));
}

async function read(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: Answer['json'] = {};
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    // Not JSON: tests look at `text`.
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** A GET over HTTPS that trusts `ca` (the test certificate); fetch() would refuse a self-signed one. */
export function getHttps(
  url: string,
  ca: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(url, { ca, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Reads a PNG the way a decoder would, failing on anything invalid: the signature, every
 * chunk's CRC, the IHDR, and the inflated image data's length for the stated size.
 */
export function decodePng(png: Buffer): { width: number; height: number; bitDepth: number; colourType: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature)) throw new Error('not a PNG signature');
  let offset = 8;
  let header: Buffer | undefined;
  const data: Buffer[] = [];
  let ended = false;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const content = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    if (crc32(png.subarray(offset + 4, offset + 8 + length)) !== crc) throw new Error(`bad CRC in ${type}`);
    if (type === 'IHDR') header = content;
    if (type === 'IDAT') data.push(content);
    if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  if (!header || !ended) throw new Error('missing IHDR or IEND');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const bitDepth = header.readUInt8(8);
  const colourType = header.readUInt8(9);
  const channels = colourType === 2 ? 3 : colourType === 6 ? 4 : 1;
  const raw = inflateSync(Buffer.concat(data));
  if (raw.length !== height * (1 + width * channels * (bitDepth / 8))) throw new Error('image data of the wrong size');
  return { width, height, bitDepth, colourType };
}
