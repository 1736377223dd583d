import { settingsNoticesItem } from '../lib/settings/settings-notices';
import { useStoredItem } from '../lib/ui/use-stored-item';
import { t } from '../lib/i18n/messages';

/** Tells the person which stored settings were found damaged and reset (the rest were kept). */
export function SettingsNotices() {
  const notices = useStoredItem(settingsNoticesItem);
  if (!Array.isArray(notices) || notices.length === 0) return null;
  return (
    <div class="notice notice-warning" role="alert">
      <ul>
        {notices.map((notice, index) => (
          <li key={index}>
            <strong>{notice.field}:</strong> {notice.message}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => void settingsNoticesItem.setValue([])}>
        {t('dismiss')}
      </button>
    </div>
  );
}
