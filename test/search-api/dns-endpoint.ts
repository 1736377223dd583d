import type { IncomingMessage, ServerResponse } from 'node:http';
import { waitUnlessClosed } from './http-io';

/** A DNS question the server was asked: the name and the record type (1 A, 28 AAAA, 65 HTTPS…). */
export interface DnsQuestion {
  name: string;
  type: number;
  receivedAt: number;
}

export interface DnsContext {
  log: DnsQuestion[];
  delayMs: () => number;
}

/** A DNS message is at least its 12-byte header; a question this server reads fits in a UDP-sized one. */
const HEADER_BYTES = 12;
const MAX_MESSAGE_BYTES = 4096;

/**
 * GET /dns-query?dns=… or POST /dns-query (RFC 8484, DNS over HTTPS) on the HTTPS listener: a
 * resolver that knows no name. Every question is answered "no such name" (NXDOMAIN) after
 * `delayMs`, so a browser pointed at it (Chromium's secure DNS setting, see test/e2e/slow-network.ts)
 * sees each outside name take that long to fail — as on a network whose DNS is slow or filtered.
 * (Chromium asks a name twice before it gives up: a name fails after about twice the delay.)
 */
export async function answerDnsQuery(
  request: IncomingMessage,
  response: ServerResponse,
  context: DnsContext,
): Promise<void> {
  const query = await readQuery(request);
  const question = query ? readQuestion(query) : undefined;
  if (!query || !question) {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not a DNS query');
    return;
  }
  context.log.push({ name: question.name, type: question.type, receivedAt: Date.now() });
  await waitUnlessClosed(context.delayMs(), response);
  if (response.destroyed || response.writableEnded) return;
  const answer = Buffer.from(query.subarray(0, question.end));
  // QR (a response), the query's opcode and RD, RA; RCODE 3 (NXDOMAIN); one question, no records.
  answer[2] = 0x80 | ((query[2] ?? 0) & 0x79);
  answer[3] = 0x80 | 3;
  answer.writeUInt16BE(1, 4);
  answer.fill(0, 6, HEADER_BYTES);
  response.writeHead(200, {
    'Content-Type': 'application/dns-message',
    'Content-Length': String(answer.length),
    'Cache-Control': 'no-store',
  });
  response.end(answer);
}

async function readQuery(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET') {
    request.resume();
    const encoded = new URL(request.url ?? '/', 'https://localhost').searchParams.get('dns');
    return encoded ? Buffer.from(encoded, 'base64url') : undefined;
  }
  if (request.method !== 'POST') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_MESSAGE_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The first question's name and type, and where it ends; undefined for a malformed message. */
export function readQuestion(message: Buffer): { name: string; type: number; end: number } | undefined {
  if (message.length < HEADER_BYTES || message.readUInt16BE(4) < 1) return undefined;
  const labels: string[] = [];
  let offset = HEADER_BYTES;
  for (;;) {
    const length = message[offset];
    if (length === undefined || length > 63) return undefined;
    offset += 1;
    if (length === 0) break;
    if (offset + length > message.length) return undefined;
    labels.push(message.toString('latin1', offset, offset + length));
    offset += length;
  }
  if (offset + 4 > message.length) return undefined;
  return { name: labels.join('.'), type: message.readUInt16BE(offset), end: offset + 4 };
}
