import type { ApiContext, SearchCall } from './api-context';
import type { Corpus } from './corpus';
import { liveError, LIVE_NO_CREDITS, LIVE_UNAUTHORIZED } from './live-shape';
import { RECORDED_TEXTS, RECORDINGS } from './recordings';
import { jsonReply, type Reply } from './reply';

/** The live service's suggestions (live mode): `POST https://google.serper.dev/autocomplete`. */
export const AUTOCOMPLETE_PATH = '/autocomplete';
/** What a call bills: the recorded answer (`apple-inc-autocomplete`) says 1 credit. */
export const AUTOCOMPLETE_CREDITS = 1;
/** The recorded answer has ten suggestions, the query itself first. */
const MAX_SUGGESTIONS = 10;

const normalized = (text: string) => text.trim().replace(/\s+/gu, ' ').toLowerCase();

/**
 * `POST /autocomplete` (live mode): `{ q, gl?, hl?, location? }` with `X-API-KEY`. Checks in the
 * search's order — key (403), rate limit (429), body (400), credits (400 `Not enough credits`,
 * nothing billed) — then answers as the recorded answer does: `{ searchParameters: { q, type:
 * "autocomplete", engine: "google" }, suggestions: [{ value }], credits: 1 }`. The recorded
 * query (`apple inc`) gets the recorded body byte for byte; any other gets the corpus's phrases
 * that begin with what was typed, the typed text first.
 */
export function answerAutocomplete(context: ApiContext, call: SearchCall): Reply {
  const { apiKey, now } = call;
  if (apiKey === undefined || apiKey === '' || !context.accounts.isKnown(apiKey)) return LIVE_UNAUTHORIZED();
  if (!context.rateLimiter.tryAcquire(apiKey, now)) return liveError(429, 'Too many requests', { 'Retry-After': '1' });
  const q = typedText(call.rawBody);
  if (q === undefined) return liveError(400, '`q` must be a non-empty string');
  if (!context.accounts.trySpend(apiKey, AUTOCOMPLETE_CREDITS)) return LIVE_NO_CREDITS();
  const recorded = RECORDED_TEXTS.find(
    (text) => text.kind === 'autocomplete' && text.query !== undefined && normalized(text.query) === normalized(q),
  );
  if (recorded) return { status: 200, headers: {}, body: recorded.text };
  return jsonReply(200, {
    searchParameters: { q, type: 'autocomplete', engine: 'google' },
    suggestions: completions(context.corpus, q).map((value) => ({ value })),
    credits: AUTOCOMPLETE_CREDITS,
  });
}

function typedText(rawBody: string): string | undefined {
  try {
    const { q } = JSON.parse(rawBody) as { q?: unknown };
    return typeof q === 'string' && q.trim() !== '' ? q : undefined;
  } catch {
    return undefined;
  }
}

/** The recorded suggestions and the queries of the recorded searches: real phrases people search. */
const RECORDED_PHRASES = [
  ...RECORDED_TEXTS.filter((text) => text.kind === 'autocomplete').flatMap((text) =>
    (text.json as { suggestions: Array<{ value: string }> }).suggestions.map((suggestion) => suggestion.value),
  ),
  ...RECORDINGS.map((recording) => recording.query),
];

/**
 * The typed text, then the phrases that begin with it: the recorded suggestions and searches,
 * then the corpus's (entities, their related searches, documents' key phrases and titles).
 */
export function completions(corpus: Corpus, q: string): string[] {
  const typed = normalized(q);
  const seen = new Set([typed]);
  const found = [typed];
  const candidates = [
    ...RECORDED_PHRASES,
    ...corpus.entities.flatMap((entity) => [entity.panel.title, ...entity.relatedSearches]),
    ...corpus.documents.flatMap((document) => [...document.keywordPhrases, document.title]),
  ];
  for (const candidate of candidates) {
    const phrase = normalized(candidate);
    if (!phrase.startsWith(typed) || seen.has(phrase)) continue;
    seen.add(phrase);
    found.push(phrase);
    if (found.length === MAX_SUGGESTIONS) break;
  }
  return found;
}
