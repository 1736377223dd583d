import { t } from '../../lib/i18n/messages';
import { formatPercent } from '../../lib/ui/model-texts';

/** A model's download in progress: a progress bar with its share, and a way to stop it. */
export function ModelDownload({ loaded, onStop }: { loaded: number; onStop: () => void }) {
  return (
    <div class="model-download">
      <progress value={loaded} max={1} aria-label={t('modelDownloadLabel')} />
      <span role="status">{t('modelDownloading', formatPercent(loaded))}</span>
      <button type="button" class="small" onClick={onStop}>
        {t('onDeviceStop')}
      </button>
    </div>
  );
}
