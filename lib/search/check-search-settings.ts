import { fail, type Result } from '../api/search-error';
import type { SearchRequest } from '../api/search-options';
import { originPattern } from '../build/manifest';
import type { Settings } from '../settings/read-settings';
import { t } from '../i18n/messages';
import { isPlainApiKey } from '../settings/api-key-format';
import { keyDestinations, keyMayGoTo } from '../settings/key-origin';

/**
 * What must hold before a request may leave: a key, a base URL that parses, a valid
 * request, and permission to reach the API's origin. Each failure says what to do.
 */
export async function checkSearchSettings(
  settings: ServiceSettings,
  normalized: Result<SearchRequest>,
  hasHostPermission: (pattern: string) => Promise<boolean>,
): Promise<Result<void>> {
  const configured = checkConfigured(settings);
  if (!configured.ok) return configured;
  if (!normalized.ok) return normalized;
  return checkOriginAccess(settings, hasHostPermission);
}

/**
 * The same checks for a request that carries the key but is not a search (the live service's
 * `GET /account`): every request the key goes with passes them (DESIGN §4 Security).
 */
export async function checkServiceAccess(
  settings: ServiceSettings,
  hasHostPermission: (pattern: string) => Promise<boolean>,
): Promise<Result<void>> {
  const configured = checkConfigured(settings);
  return configured.ok ? checkOriginAccess(settings, hasHostPermission) : configured;
}

/** The key and the address the settings must hold. */
type ServiceSettings = Pick<Settings, 'apiKey' | 'apiBaseUrl' | 'keyOrigins'>;

function checkConfigured(settings: ServiceSettings): Result<void> {
  if (settings.apiKey === '') {
    return fail('not-configured', t('errNoKey'), { field: 'apiKey' });
  }
  // A key saved before keys were checked may hold a character no header can carry: fetch
  // would throw a TypeError that reads as "offline". Say what is wrong instead.
  if (!isPlainApiKey(settings.apiKey)) {
    return fail('not-configured', t('errKeyNotPlain'), { field: 'apiKey' });
  }
  if (settings.apiBaseUrl === '') {
    return fail('not-configured', t('errNoBaseUrl'), { field: 'apiBaseUrl' });
  }
  return { ok: true, value: undefined };
}

async function checkOriginAccess(
  { apiBaseUrl, keyOrigins }: ServiceSettings,
  hasHostPermission: (pattern: string) => Promise<boolean>,
): Promise<Result<void>> {
  let pattern: string | undefined;
  try {
    pattern = originPattern(apiBaseUrl);
  } catch {
    return fail('not-configured', t('errBadBaseUrl'), { field: 'apiBaseUrl' });
  }
  // An address that came another way than a Save with the key (another browser's synced
  // settings, a file, a stored value changed behind the options page) gets the key only once
  // it is entered for it (review 4, L10, where the key is used and not only where it is saved).
  const origin = new URL(apiBaseUrl).origin;
  if (!keyMayGoTo(keyOrigins, origin)) {
    return fail('not-configured', t('errKeyForAnotherOrigin', origin, keyDestinations(keyOrigins).join(', ') || '—'), {
      field: 'apiKey',
    });
  }
  if (pattern && !(await hasHostPermission(pattern))) {
    return fail('permission-denied', t('errNoPermission', new URL(apiBaseUrl).origin));
  }
  return { ok: true, value: undefined };
}

/**
 * The balance read (`fetchBalance`) behind the searches' checks: a key and address that
 * would not pass them — an origin the extension may not reach among them — ask nothing.
 */
export function checkedBalanceFetch<T>(
  fetchBalance: (baseUrl: string, apiKey: string) => Promise<T | undefined>,
  hasHostPermission: (pattern: string) => Promise<boolean>,
  keyOrigins: () => Promise<string[] | null>,
): (baseUrl: string, apiKey: string) => Promise<T | undefined> {
  return async (apiBaseUrl, apiKey) =>
    (await checkServiceAccess({ apiKey, apiBaseUrl, keyOrigins: await keyOrigins() }, hasHostPermission)).ok
      ? fetchBalance(apiBaseUrl, apiKey)
      : undefined;
}
