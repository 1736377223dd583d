import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';

// A self-signed certificate for 127.0.0.1 and localhost, for tests and the demo only (tls/README.md).
const directory = new URL('./tls/', import.meta.url);

export interface TlsMaterial {
  certificate: string;
  /** Base64 SHA-256 of the certificate's SubjectPublicKeyInfo, as Chromium's --ignore-certificate-errors-spki-list takes it. */
  spkiFingerprint: string;
}

export function loadTlsMaterial(): TlsMaterial & { key: string } {
  const certificate = readFileSync(new URL('cert.pem', directory), 'utf8');
  const key = readFileSync(new URL('key.pem', directory), 'utf8');
  const spki = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' });
  return { certificate, key, spkiFingerprint: createHash('sha256').update(spki).digest('base64') };
}

/** An HTTPS server with the test certificate, handing every request to `handler`. */
export function createTlsServer(
  material: { certificate: string; key: string },
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Server {
  return createServer({ cert: material.certificate, key: material.key }, handler);
}
