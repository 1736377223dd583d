import { formatNumber } from '../lib/i18n/format-number';
import { t } from '../lib/i18n/messages';

/** "2 results hidden from blocked sites", or, once shown for this search, "Showing 2 results from blocked sites". */
export function blockedSitesText(count: number, shown: boolean): string {
  const one = count === 1;
  return shown
    ? t(one ? 'blockedShownOne' : 'blockedShownMany', formatNumber(count))
    : t(one ? 'blockedHiddenOne' : 'blockedHiddenMany', formatNumber(count));
}

export interface ShowBlockedButtonProps {
  shown: boolean;
  onShow: (shown: boolean) => void;
}

/** Shows the hidden results for this search only, or hides them again. Beside the status line. */
export function ShowBlockedButton({ shown, onShow }: ShowBlockedButtonProps) {
  return (
    <button type="button" class="small" aria-pressed={shown ? 'true' : 'false'} onClick={() => onShow(!shown)}>
      {t('showBlocked')}
    </button>
  );
}
