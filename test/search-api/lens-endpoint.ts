import type { ApiContext, SearchCall } from './api-context';
import { liveError, LIVE_NO_CREDITS, LIVE_UNAUTHORIZED } from './live-shape';
import { jsonReply, type Reply } from './reply';
import { searchTyped } from './typed-search';

/** Where the local API answers search by image (live mode), as the live service does: `POST /lens`. */
export const LENS_PATH = '/lens';

/**
 * What a search by image bills here. The live service's price for `/lens` is published nowhere
 * we found, and no recorded answer says it (README: "Search by image"); 3 differs from the 1 a
 * first search is expected to cost, so tests see the cost learned from the answer's `credits`.
 */
export const LENS_CREDITS = 3;

/** How long the slow case (an image named `…slow…`) takes to answer. */
export const LENS_SLOW_MS = 3_000;

/** Words in the image's file name that choose a case, not matches. */
const CASE_WORDS = new Set(['slow', 'visual', 'broken', 'png', 'jpg', 'jpeg', 'gif', 'webp']);

/**
 * The matches for an image, from its file name: `…/thumbs/eiffel-tower-sunset-320x240.png` finds
 * the image corpus's pictures of the Eiffel Tower at sunset, each as a match on the page it is on.
 */
function matchesFor(context: ApiContext, imageUrl: string, now: number) {
  const name = new URL(imageUrl).pathname.split('/').at(-1) ?? '';
  const words = name
    .replace(/-\d+x\d+(?=\.\w+$)/u, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !CASE_WORDS.has(word.toLowerCase()));
  const query = { type: 'images' as const, query: words.join(' '), numberOfResults: 10, page: 1 };
  if (query.query === '') return [];
  return searchTyped(context.typedCorpus, 'images', query, {
    imageOrigin: context.imageOrigin,
    dates: 'words',
    now,
  }).map((image) => ({
    title: image.title,
    source: image.source,
    link: image.link,
    imageUrl: image.imageUrl,
    thumbnailUrl: image.thumbnailUrl,
    position: image.position,
  }));
}

/** The image's address from the body (`{ url, gl?, hl? }`), or why the body is refused. */
function imageUrlOf(rawBody: string): { ok: true; url: string } | { ok: false; message: string } {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, message: 'The body must be JSON: {"url": "https://…"}' };
  }
  const { url } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof url !== 'string' || !/^https?:\/\/\S+$/u.test(url)) {
    return { ok: false, message: '`url` must be an http(s) address' };
  }
  return { ok: true, url };
}

/**
 * `POST /lens` (live mode): `{ url, gl?, hl? }` with `X-API-KEY`. Checks in the search's order —
 * key (403), rate limit (429), body (400), credits (400 `Not enough credits`) — then answers by the
 * image's file name: the matches in `organic`, or in `visual_matches` for an image named
 * `…visual…` (the two arrays callers of the live service read); an image named `…slow…` answers
 * after LENS_SLOW_MS, one named `…broken…` fails with a 500 and bills nothing.
 */
export function answerLens(context: ApiContext, call: SearchCall): { reply: Reply; delayMs: number } {
  const { apiKey, now } = call;
  const at = (reply: Reply, delayMs = 0) => ({ reply, delayMs });
  if (apiKey === undefined || apiKey === '' || !context.accounts.isKnown(apiKey)) return at(LIVE_UNAUTHORIZED());
  if (!context.rateLimiter.tryAcquire(apiKey, now)) {
    return at(liveError(429, 'Too many requests', { 'Retry-After': '1' }));
  }
  const image = imageUrlOf(call.rawBody);
  if (!image.ok) return at(liveError(400, image.message));
  const name = image.url.toLowerCase();
  if (name.includes('broken')) return at(liveError(500, 'Internal server error'));
  if (!context.accounts.trySpend(apiKey, LENS_CREDITS)) return at(LIVE_NO_CREDITS());
  const matches = matchesFor(context, image.url, now);
  const body = {
    searchParameters: { url: image.url, type: 'lens', engine: 'google' },
    [name.includes('visual') ? 'visual_matches' : 'organic']: matches,
    credits: LENS_CREDITS,
  };
  return at(jsonReply(200, body), name.includes('slow') ? LENS_SLOW_MS : 0);
}
