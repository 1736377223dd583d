import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORS_HEADERS, waitUnlessClosed } from './http-io';
import { pictureForPath, type PictureCache } from './thumbnails';
import type { ThumbnailRequest } from './types';

export type ThumbnailLog = ThumbnailRequest[];

export interface ThumbnailContext {
  /** Whether the request came in over the HTTPS listener. */
  secure: boolean;
  log: ThumbnailLog;
  pictures: PictureCache;
  latencyMs: () => number;
}

/**
 * GET (or HEAD) /thumbs/<name>-<width>x<height>.png: a real PNG of exactly that size, drawn once
 * and cached. Logged apart from the API's requests, with the Referer header (the extension
 * must send none). 404 for a name that is not of that form, 405 for other methods.
 */
export async function serveThumbnail(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  context: ThumbnailContext,
): Promise<void> {
  const entry: ThumbnailRequest = {
    method: request.method ?? 'GET',
    path,
    secure: context.secure,
    referer: request.headers.referer,
    headers: { ...request.headers },
    status: 0,
    receivedAt: Date.now(),
  };
  context.log.push(entry);
  request.resume(); // a picture request has no body worth reading

  const send = (status: number, headers: Record<string, string>, body?: Buffer | string): void => {
    if (response.destroyed || response.writableEnded) return;
    response.writeHead(status, { ...CORS_HEADERS, ...headers });
    response.end(entry.method === 'HEAD' ? undefined : body);
    entry.status = status;
  };

  if (entry.method !== 'GET' && entry.method !== 'HEAD') {
    send(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, 'Method not allowed');
    return;
  }
  const picture = pictureForPath(path);
  await waitUnlessClosed(context.latencyMs(), response);
  if (!picture) {
    send(404, { 'Content-Type': 'text/plain; charset=utf-8' }, `No picture at ${path}`);
    return;
  }
  const png = context.pictures.png(picture);
  send(
    200,
    {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': 'public, max-age=86400',
    },
    png,
  );
}
