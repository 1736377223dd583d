import { fail, type Result } from '../api/search-error';
import type { SearchRequest } from '../api/search-options';
import { originPattern } from '../build/manifest';
import type { Settings } from '../settings/read-settings';
import { t } from '../i18n/messages';
import { isPlainApiKey } from '../settings/api-key-format';

/**
 * What must hold before a request may leave: a key, a base URL that parses, a valid
 * request, and permission to reach the API's origin. Each failure says what to do.
 */
export async function checkSearchSettings(
  settings: Settings,
  normalized: Result<SearchRequest>,
  hasHostPermission: (pattern: string) => Promise<boolean>,
): Promise<Result<void>> {
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
  if (!normalized.ok) return normalized;
  let pattern: string | undefined;
  try {
    pattern = originPattern(settings.apiBaseUrl);
  } catch {
    return fail('not-configured', t('errBadBaseUrl'), { field: 'apiBaseUrl' });
  }
  if (pattern && !(await hasHostPermission(pattern))) {
    return fail('permission-denied', t('errNoPermission', new URL(settings.apiBaseUrl).origin));
  }
  return { ok: true, value: undefined };
}
