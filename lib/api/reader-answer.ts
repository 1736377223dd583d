import { t } from '../i18n/messages';
import { stripUnsafeCharacters } from '../text/clean-text';
import { asObject, readCount, readText } from './read-fields';
import { fail, type Result } from './search-error';

/**
 * A page as the live service's reader returns it (`POST {reader}` with `{url}`: `text`,
 * `markdown` when asked for, `metadata` from the page's head, `credits`), read tolerantly
 * and capped: everything in it is the page author's text, shown as text (DESIGN §4 Reading
 * a result here).
 */
export interface ReaderPage {
  /** The address that was read, as it was asked for (the page's own address). */
  url: string;
  /** The page's title from its metadata (`title`, else `og:title`); '' when it has none. */
  title: string;
  /** The page's description from its metadata, when it has one. */
  description?: string;
  /** The language its metadata declares (`og:locale` `en_US`, `language`, …), as written; absent when none. */
  language?: string;
  /** Markdown when the reader sent it (headings, lists, links survive), else plain text. */
  format: 'markdown' | 'text';
  /** The page's text in that format, controls stripped (line breaks kept), capped at READER_LIMITS.chars. */
  content: string;
  /** Credits the read was billed, when the answer says. */
  credits?: number;
}

export const READER_LIMITS = {
  /** A long article is ~50,000 characters; past this a page is cut (and says so where it is shown). */
  chars: 200_000,
  title: 300,
  description: 500,
} as const;

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
  const body = asObject(json);
  if (!body) return fail('invalid-response', t('errBadShape'));
  const markdown = pageText(body.markdown);
  const text = markdown === undefined ? pageText(body.text) : undefined;
  const content = markdown ?? text;
  if (content === undefined) return fail('invalid-response', t('errReaderEmpty'));
  const metadata = asObject(body.metadata);
  const title = metaText(metadata, TITLE_NAMES, READER_LIMITS.title);
  const description = metaText(metadata, DESCRIPTION_NAMES, READER_LIMITS.description);
  const language = metaText(metadata, LANGUAGE_NAMES, MAX_LANGUAGE_TAG);
  const credits = readCount(body.credits);
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
function metaText(
  metadata: Record<string, unknown> | undefined,
  names: readonly string[],
  limit: number,
): string | undefined {
  if (!metadata) return undefined;
  for (const name of names) {
    const text = readText(metadata[name], limit);
    if (text !== undefined) return text;
  }
  const keys = Object.keys(metadata);
  for (const name of names) {
    const key = keys.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
    const text = key === undefined ? undefined : readText(metadata[key], limit);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** A page's text as sent, controls and bidi overrides stripped, capped; undefined when there is none. */
function pageText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = stripUnsafeCharacters(value.slice(0, READER_LIMITS.chars)).trim();
  return text === '' ? undefined : text;
}

/** Whether a stored value (the cache) has the shape of a read page: a damaged one is a miss. */
export function isReaderPage(value: unknown): value is ReaderPage {
  const page = asObject(value);
  return (
    page !== undefined &&
    typeof page.url === 'string' &&
    typeof page.title === 'string' &&
    (page.format === 'markdown' || page.format === 'text') &&
    typeof page.content === 'string' &&
    page.content.length <= READER_LIMITS.chars
  );
}
