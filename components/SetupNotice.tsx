import { openSettings } from '../lib/ui/browser-actions';
import { t } from '../lib/i18n/messages';

export interface SetupNoticeProps {
  /** Called after the options page was asked to open (the popup closes itself). */
  onOpened?: () => void;
}

/** The call to action shown instead of failing when no API key (or base URL) is set (DESIGN §2 Onboarding). */
export function SetupNotice({ onOpened }: SetupNoticeProps) {
  return (
    <div class="notice notice-setup" role="alert">
      <p>{t('setupNotice')}</p>
      <button type="button" class="primary" onClick={() => void openSettings().then(() => onOpened?.())}>
        {t('openSettings')}
      </button>
    </div>
  );
}
