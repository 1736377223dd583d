import { parseReaderAnswer, type ReaderPage } from './reader-answer';
import { postToApi, type ApiCall, type ClientTimings } from './search-client';
import type { Result } from './search-error';
import { t } from '../i18n/messages';

/**
 * A read takes longer than a search: the service fetches and renders the page first. One
 * attempt may take most of the time Chrome gives a worker's fetch (30 s); a page's text may
 * be far larger than a search's answer.
 */
export const READER_TIMINGS: Partial<ClientTimings> = {
  attemptTimeoutMs: 25_000,
  deadlineMs: 28_000,
  maxBodyBytes: 4 * 1024 * 1024,
};

export interface ReaderCall extends ApiCall {
  /** The reader's own address (`https://scrape.serper.dev`): the request goes to it as it is. */
  readerUrl: string;
  /** The page to read (http or https). */
  pageUrl: string;
}

/**
 * Asks the live service's reader for a page's text: `POST {readerUrl}` with `{url,
 * includeMarkdown: true}` and the key in `X-API-KEY` — a billed request sent like a search
 * (postToApi: no redirect followed, only 429 and 503 retried, the same error kinds). A
 * redirect's fix is the reader address, so its error names that field.
 */
export async function callReaderApi(call: ReaderCall): Promise<Result<ReaderPage>> {
  const result = await postToApi(
    { url: call.readerUrl, keyHeader: 'X-API-KEY', body: { url: call.pageUrl, includeMarkdown: true } },
    { ...call, timings: { ...READER_TIMINGS, ...call.timings } },
    (text) => parseReaderAnswer(text, call.pageUrl),
  );
  if (result.ok || result.error.field !== 'apiBaseUrl') return result;
  const message = t('errReaderRedirect', new URL(call.readerUrl).origin);
  return { ok: false, error: { ...result.error, field: 'readerUrl', message } };
}
