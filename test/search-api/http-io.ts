import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Reply } from './reply';

/** Sent on every response so a page on another origin (e.g. a benchmark) may read it. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  // Without this a cross-origin caller cannot see Retry-After on a 429.
  'Access-Control-Expose-Headers': 'Retry-After',
};

/** Answer to an OPTIONS preflight: X-API-Key and a JSON Content-Type both trigger one. */
export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'Content-Type, X-API-Key',
  'Access-Control-Max-Age': '600',
};

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Bodies larger than this are refused; a search request is a few hundred bytes. */
export const MAX_REQUEST_BYTES = 1024 * 1024;

export interface RequestBody {
  text: string;
  tooLarge: boolean;
}

/** Reads the whole body as UTF-8, keeping at most MAX_REQUEST_BYTES of it. */
export function readRequestBody(request: IncomingMessage): Promise<RequestBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      resolve({ text: Buffer.concat(chunks).toString('utf8'), tooLarge: received > MAX_REQUEST_BYTES });
    });
    request.on('error', reject);
  });
}

/** Writes a reply unless the client has already gone away. */
export function sendReply(response: ServerResponse, reply: Reply): void {
  if (response.destroyed || response.writableEnded) return;
  const body = reply.body;
  response.writeHead(reply.status, {
    'Content-Type': JSON_CONTENT_TYPE,
    'Content-Length': String(Buffer.byteLength(body, 'utf8')),
    ...CORS_HEADERS,
    ...reply.headers,
  });
  response.end(body);
}

/**
 * Writes a reply's status, headers (with the whole body's length) and its first `bytes` bytes,
 * and leaves the response open: a body that stalls, which the caller ends (reset, close).
 */
export function sendStalledReply(response: ServerResponse, reply: Reply, bytes: number): void {
  if (response.destroyed || response.writableEnded) return;
  const body = Buffer.from(reply.body, 'utf8');
  response.writeHead(reply.status, {
    'Content-Type': JSON_CONTENT_TYPE,
    'Content-Length': String(body.length),
    ...CORS_HEADERS,
    ...reply.headers,
  });
  // Sent at once, so the client has the headers (and these bytes) while the rest never comes.
  response.flushHeaders();
  if (bytes > 0) response.write(body.subarray(0, Math.min(bytes, body.length - 1)));
}

/** Sends an empty 204 with the preflight headers. */
export function sendPreflight(response: ServerResponse): void {
  if (response.destroyed || response.writableEnded) return;
  response.writeHead(204, PREFLIGHT_HEADERS);
  response.end();
}

/** Waits `ms`, or less if the client disconnects first (no point holding a dead request). */
export function waitUnlessClosed(ms: number, response: ServerResponse): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      response.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    response.on('close', done);
  });
}
