import { fail, type Result } from '../api/search-error';
import type { SearchRequest } from '../api/search-options';
import { originPattern } from '../build/manifest';
import type { Settings } from '../settings/read-settings';

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
    return fail('not-configured', 'Set your API key in the settings to start searching.', { field: 'apiKey' });
  }
  if (settings.apiBaseUrl === '') {
    return fail('not-configured', 'Set the API base URL in the settings to start searching.', { field: 'apiBaseUrl' });
  }
  if (!normalized.ok) return normalized;
  let pattern: string | undefined;
  try {
    pattern = originPattern(settings.apiBaseUrl);
  } catch {
    return fail('not-configured', 'The API base URL in the settings is not a valid URL. Correct it there.', {
      field: 'apiBaseUrl',
    });
  }
  if (pattern && !(await hasHostPermission(pattern))) {
    return fail(
      'permission-denied',
      `The extension is not allowed to reach ${new URL(settings.apiBaseUrl).origin}. Open the settings and press Save to grant access.`,
    );
  }
  return { ok: true, value: undefined };
}
