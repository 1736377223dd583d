import { t, type MessageKey } from '../i18n/messages';
import { firstOddKeyCharacter } from './api-key-format';
import { MAX_DAILY_BUDGET } from './usage-preferences';

/** The outcome of checking one settings field: the value to store, or why it cannot be stored. */
export type FieldCheck<T> = { ok: true; value: T } | { ok: false; message: string };

// IPv6 [::1] is left out: Chromium's CSP cannot name it in connect-src.
const LOOPBACK_HOSTS = new Set(['localhost']);

function isLoopback(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/u.test(hostname);
}

/** What can be wrong with an address of the service, each said in the words of its field. */
type AddressMessages = Record<'empty' | 'notUrl' | 'insecure' | 'credentials' | 'query', MessageKey>;

const BASE_URL_MESSAGES: AddressMessages = {
  empty: 'baseUrlEmpty',
  notUrl: 'baseUrlNotUrl',
  insecure: 'baseUrlInsecure',
  credentials: 'baseUrlCredentials',
  query: 'baseUrlQuery',
};

const READER_URL_MESSAGES: AddressMessages = {
  empty: 'readerUrlInvalid',
  notUrl: 'readerUrlInvalid',
  insecure: 'readerUrlInvalid',
  credentials: 'readerUrlInvalid',
  query: 'readerUrlInvalid',
};

/**
 * Checks an API base URL typed by the user: an absolute https URL, or http only
 * for this machine (the local API), without trailing slashes. Messages start with
 * the field's label so an alert listing several fields stays readable.
 */
export function checkBaseUrl(raw: string): FieldCheck<string> {
  return checkAddress(raw, BASE_URL_MESSAGES);
}

/** Checks the reader's address by the same rules as the base URL's; empty means no reader (Read here absent). */
export function checkReaderUrl(raw: string): FieldCheck<string> {
  return raw.trim() === '' ? { ok: true, value: '' } : checkAddress(raw, READER_URL_MESSAGES);
}

function checkAddress(raw: string, messages: AddressMessages): FieldCheck<string> {
  const value = raw.trim();
  if (value === '') return { ok: false, message: t(messages.empty) };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: t(messages.notUrl) };
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
  if (!secure || url.hostname === '') {
    return { ok: false, message: t(messages.insecure) };
  }
  if (url.username || url.password) {
    return { ok: false, message: t(messages.credentials) };
  }
  if (url.search || url.hash) {
    return { ok: false, message: t(messages.query) };
  }
  return { ok: true, value: url.href.replace(/\/+$/u, '') };
}

/**
 * Checks an API key: empty clears it; otherwise printable ASCII only — what an HTTP header
 * can carry as typed. A zero-width space pasted with a key would otherwise make every
 * search fail with a misleading "could not reach the service".
 */
export function checkApiKey(raw: string): FieldCheck<string> {
  const value = raw.trim();
  if (/[ \t\n\r]/u.test(value)) return { ok: false, message: t('apiKeySpaces') };
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001F\u007F]/u.test(value)) return { ok: false, message: t('apiKeyInvisible') };
  const odd = firstOddKeyCharacter(value);
  if (odd) return { ok: false, message: t('apiKeyNotPlain', odd.name, odd.position) };
  if (value.length > 1024) return { ok: false, message: t('apiKeyTooLong') };
  return { ok: true, value };
}

/** A whole number typed into a field, or undefined when the text is not one (fractions, signs, words). */
function wholeNumber(text: string): number | undefined {
  if (!/^\d+$/u.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** The largest balance the background accepts (see setBalance's payload check). */
const MAX_BALANCE = 1e12;

/** Checks the credit balance: empty means "unknown" (null), otherwise a whole number of credits. */
export function checkBalance(raw: string): FieldCheck<number | null> {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  const value = wholeNumber(text);
  if (value === undefined || value > MAX_BALANCE) {
    return { ok: false, message: t('balanceInvalid') };
  }
  return { ok: true, value };
}

/**
 * Checks a required whole number between `min` and `max`; `message` says what to
 * enter, starting with the field's label like every other settings problem.
 */
export function checkWholeNumber(raw: string, min: number, max: number, message: string): FieldCheck<number> {
  const value = wholeNumber(raw.trim());
  return value === undefined || value < min || value > max ? { ok: false, message } : { ok: true, value };
}

/** Checks the daily credit budget: empty means "no budget" (null), otherwise a whole number of credits. */
export function checkDailyBudget(raw: string): FieldCheck<number | null> {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  return checkWholeNumber(text, 0, MAX_DAILY_BUDGET, t('dailyBudgetInvalid'));
}
