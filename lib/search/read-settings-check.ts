import { fail, type Result } from '../api/search-error';
import { originPattern } from '../build/manifest';
import { t } from '../i18n/messages';
import type { Settings } from '../settings/read-settings';
import { checkSearchSettings } from './check-search-settings';

/** Whether the settings give the service a reader: the Serper-compatible service with an address for it. */
export function hasReader(settings: Pick<Settings, 'dialect' | 'readerUrl'>): boolean {
  return settings.dialect === 'serper' && settings.readerUrl !== '';
}

/**
 * What must hold before a page may be sent to the reader: a reader at all, an address that
 * parses, and then what a search needs — a key that a header can carry and permission to reach
 * the reader's origin, checked the same way (checkSearchSettings, with the reader's address).
 */
export async function checkReaderSettings(
  settings: Settings,
  hasHostPermission: (pattern: string) => Promise<boolean>,
): Promise<Result<void>> {
  if (!hasReader(settings)) return fail('not-configured', t('errNoReader'), { field: 'readerUrl' });
  try {
    originPattern(settings.readerUrl);
  } catch {
    // Only a damaged stored value can be unparsable (the settings page checks what it saves).
    return fail('not-configured', t('errNoReader'), { field: 'readerUrl' });
  }
  return checkSearchSettings(
    { ...settings, apiBaseUrl: settings.readerUrl },
    { ok: true, value: { query: settings.readerUrl } },
    hasHostPermission,
  );
}
