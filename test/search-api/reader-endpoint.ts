import type { ApiContext, SearchCall } from './api-context';
import { liveError, LIVE_NO_CREDITS, LIVE_UNAUTHORIZED } from './live-shape';
import { RECORDED_TEXTS } from './recordings';
import { isLongRead, longReadBody } from './long-read';
import { readerBody, unknownPage, type KnownPage } from './reader-pages';
import { jsonReply, type Reply } from './reply';
import type { ScriptedResponse } from './types';

/** Where the local reader answers (live mode): the live service's reader is a host of its own, `POST /`. */
export const READER_PATH = '/scrape';
/** What a read bills: the live service's reader bills 2 credits. */
export const READER_CREDITS = 2;

/**
 * `POST /scrape` (live mode): the live service's reader, `{ url, includeMarkdown? }` with
 * `X-API-KEY`. Checks in the search's order — key (403), rate limit (429), body (400), credits
 * (400 `Not enough credits`, nothing billed) — then answers `{ text, markdown?, metadata,
 * credits }` for the page: every page the local API links to reads as a short article written
 * from what it knows of it (reader-pages.ts), every address under LONG_READ_ORIGIN as the same
 * article of about 100 KB (long-read.ts), and any other address as a page saying so.
 */
export function answerReader(context: ApiContext, call: SearchCall, pages: () => Map<string, KnownPage>): Reply {
  const { apiKey, now } = call;
  if (apiKey === undefined || apiKey === '' || !context.accounts.isKnown(apiKey)) return LIVE_UNAUTHORIZED();
  if (!context.rateLimiter.tryAcquire(apiKey, now)) return liveError(429, 'Too many requests', { 'Retry-After': '1' });
  const request = parseReaderRequest(call.rawBody);
  if (!request.ok) return liveError(400, request.message);
  if (!context.accounts.trySpend(apiKey, READER_CREDITS)) return LIVE_NO_CREDITS();
  // A page whose answer was recorded from the live reader gets that answer, byte for byte.
  const recorded = recordedReaderAnswer(request.url);
  if (recorded !== undefined) return { status: 200, headers: {}, body: recorded };
  if (isLongRead(request.url))
    return jsonReply(200, longReadBody(request.url, request.includeMarkdown, READER_CREDITS));
  const page = pages().get(request.url) ?? unknownPage(request.url);
  return jsonReply(200, readerBody(page, request.includeMarkdown, READER_CREDITS));
}

/** The same page whatever its trailing slash: `https://www.apple.com` was asked for, `…/` is its og:url. */
const pageKey = (url: string) => url.replace(/\/+$/u, '');

/** The recorded reader answer for a page (recordings/, kind `reader`), as its text; undefined when none was recorded. */
export function recordedReaderAnswer(url: string): string | undefined {
  return RECORDED_TEXTS.find((text) => text.kind === 'reader' && text.pageUrl && pageKey(text.pageUrl) === pageKey(url))
    ?.text;
}

type ReaderRequest = { ok: true; url: string; includeMarkdown: boolean } | { ok: false; message: string };

function parseReaderRequest(rawBody: string): ReaderRequest {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, message: 'The body must be JSON: {"url": "https://…"}' };
  }
  const { url, includeMarkdown } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof url !== 'string' || !/^https?:\/\/\S+$/u.test(url)) {
    return { ok: false, message: '`url` must be an http(s) address' };
  }
  if (includeMarkdown !== undefined && typeof includeMarkdown !== 'boolean') {
    return { ok: false, message: '`includeMarkdown` must be a boolean' };
  }
  return { ok: true, url, includeMarkdown: includeMarkdown === true };
}

/** A test's scripted reader answer (status, body, headers, wait, hang), billed `billed` when it is a 200. */
export function answerScriptedReader(script: ScriptedResponse, context: ApiContext, call: SearchCall): Reply {
  const status = script.status ?? 200;
  const headers: Record<string, string> = { ...script.headers };
  if (script.retryAfter !== undefined) headers['Retry-After'] = script.retryAfter;
  if (status === 200 && call.apiKey !== undefined)
    context.accounts.charge(call.apiKey, script.billed ?? READER_CREDITS);
  if (typeof script.body === 'string') return { status, headers, body: script.body };
  if (script.body !== undefined) return jsonReply(status, script.body, headers);
  return status === 200
    ? jsonReply(status, readerBody(unknownPage('https://example.com/'), true, script.billed ?? READER_CREDITS), headers)
    : liveError(status, `Request failed with status ${status}`, headers);
}
