import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A 1×1 transparent PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface SeenRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A second site on loopback, over https (a self-signed certificate made with openssl),
 * standing for the web pages results link to and embed images from. It records every
 * request so a test can check that none of them carries the API key.
 */
export async function startSecondSite(): Promise<{ origin: string; seen: SeenRequest[]; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'second-site-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const seen: SeenRequest[] = [];
  const server: Server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      if (request.url?.endsWith('.png')) {
        response.writeHead(200, { 'Content-Type': 'image/png' }).end(PIXEL);
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Second site</title><p>Hello');
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
