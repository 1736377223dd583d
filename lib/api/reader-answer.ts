import * as z from 'zod/mini';
import { t } from '../i18n/messages';
import { stripUnsafeCharacters } from '../text/clean-text';
import { anyObject, lenient, wholeNumber } from '../text/tolerant';
import { count, text } from './field-schemas';
import { fail, type Result } from './search-error';
import { deferredSchema } from '../text/deferred-schema';

export const READER_LIMITS = {
  /** A long article is ~50,000 characters; past this a page is cut (and says so where it is shown). */
  chars: 200_000,
  title: 300,
  description: 500,
} as const;

/**
 * A page read here, as the worker hands it to the panel and keeps it in the cache (a stored
 * one is read back with this schema: a damaged one is a miss). Everything in it is the page
 * author's text, shown as text (DESIGN §4 Reading a result here).
 */
export const readerPageSchema = deferredSchema(() =>
  z.object({
    /** The address that was read, as it was asked for (the page's own address). */
    url: z.string(),
    /** The page's title from its metadata (`title`, else `og:title`); '' when it has none. */
    title: z.string(),
    /** The page's description from its metadata, when it has one. */
    description: z.optional(z.string()),
    /** The language its metadata declares (`og:locale` `en_US`, `language`, …), as written; absent when none. */
    language: z.optional(z.string()),
    /** Markdown when the reader sent it (headings, lists, links survive), else plain text. */
    format: z.literal(['markdown', 'text']),
    /** The page's text in that format, controls stripped (line breaks kept), capped at READER_LIMITS.chars. */
    content: z.string().check(z.maxLength(READER_LIMITS.chars)),
    /** Credits the read was billed, when the answer says. */
    credits: z.optional(wholeNumber().check(z.minimum(0))),
  }),
);
export type ReaderPage = z.output<typeof readerPageSchema>;

/** A page's text as sent, controls and bidi overrides stripped, capped; undefined when there is none. */
const pageText = deferredSchema(() =>
  lenient(
    z.pipe(
      z.string(),
      z.transform((value: string) => stripUnsafeCharacters(value.slice(0, READER_LIMITS.chars)).trim() || undefined),
    ),
  ),
);

/*
 * The reader passes the page's own meta names through as the page wrote them: the live answer
 * recorded for apple.com (test/search-api/recordings/apple-com-scrape.json) has `Description`
 * with a capital D beside `og:description`. Names are read in this order of preference, each as
 * written first, then in any letter case.
 */
const TITLE_NAMES = ['title', 'Title', 'og:title'] as const;
const DESCRIPTION_NAMES = ['Description', 'description', 'og:description'] as const;
/** Where a page says its language (the on-device translation reads it before detecting one). */
const LANGUAGE_NAMES = ['og:locale', 'language', 'content-language', 'lang'] as const;
/** A language tag is short (BCP 47 allows 35 characters for the usual ones). */
const MAX_LANGUAGE_TAG = 35;

/** The first of `names` the metadata has as text (exact names first, then any letter case), cleaned and capped. */
function metaText(metadata: Record<string, unknown> | undefined, names: readonly string[], limit: number) {
  if (!metadata) return undefined;
  const read = (key: string | undefined) =>
    key === undefined ? undefined : z.safeParse(text(limit), metadata[key]).data;
  const keys = Object.keys(metadata);
  for (const name of names) {
    const found = read(name) ?? undefined;
    if (found !== undefined) return found;
  }
  for (const name of names) {
    const found = read(keys.find((candidate) => candidate.toLowerCase() === name.toLowerCase()));
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A 2xx body of the live service's reader (`POST {reader}` with `{url}`): `text`, `markdown`
 * when asked for, `metadata` from the page's head, `credits`; each read on its own, the rest
 * ignored.
 */
export const readerAnswerSchema = deferredSchema(() =>
  z.object({
    markdown: pageText,
    text: pageText,
    metadata: lenient(anyObject),
    credits: count,
  }),
);

/**
 * Parses a 2xx body of the reader. Not JSON, not an object, or no text at all (a page the
 * reader could not read: a PDF it does not take, a page behind a login, an empty shell) is
 * an error the person can act on — the page itself can still be opened.
 */
export function parseReaderAnswer(bodyText: string, pageUrl: string): Result<ReaderPage> {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return fail('invalid-response', t('errNotJson'));
  }
  const answer = readerAnswerSchema.safeParse(json);
  if (!answer.success) return fail('invalid-response', t('errBadShape'));
  const { markdown, text: plain, metadata, credits } = answer.data;
  const content = markdown ?? plain;
  if (content === undefined) return fail('invalid-response', t('errReaderEmpty'));
  const title = metaText(metadata, TITLE_NAMES, READER_LIMITS.title);
  const description = metaText(metadata, DESCRIPTION_NAMES, READER_LIMITS.description);
  const language = metaText(metadata, LANGUAGE_NAMES, MAX_LANGUAGE_TAG);
  return {
    ok: true,
    value: {
      url: pageUrl,
      title: title ?? '',
      ...(description !== undefined && { description }),
      ...(language !== undefined && { language }),
      format: markdown === undefined ? 'text' : 'markdown',
      content,
      ...(credits !== undefined && { credits }),
    },
  };
}

/** Whether a stored value (the cache) has the shape of a read page: a damaged one is a miss. */
export function isReaderPage(value: unknown): value is ReaderPage {
  return readerPageSchema.safeParse(value).success;
}
