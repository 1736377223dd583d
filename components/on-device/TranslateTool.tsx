import type { OnDeviceApis } from '../../lib/on-device/model-apis';
import { t } from '../../lib/i18n/messages';
import { nameOf, problemText } from '../../lib/ui/model-texts';
import { useTranslateTask, type TranslateSource } from '../../lib/ui/use-translate-task';
import { ModelDownload } from './ModelDownload';

/**
 * Translate to <language>, on the device (DESIGN §3 translate): offered only where the text's
 * language is known and not the person's; says first when the languages must be downloaded,
 * then shows the download's progress; the translation replaces the text in place, with Show
 * original to go back. A pair the browser cannot translate is said; a failure says why and
 * leaves the button for another try.
 */
export function TranslateTool({
  apis,
  idPrefix,
  source,
}: {
  apis: OnDeviceApis;
  idPrefix: string;
  source: TranslateSource;
}) {
  const { state, start, original, stop } = useTranslateTask(apis, source);
  if (state.kind === 'checking' || state.kind === 'absent') return null;
  const from = nameOf(state.from);
  const to = nameOf(state.to);
  if (state.kind === 'pair') return <p class="muted on-device-note">{t('translatePairUnavailable', from, to)}</p>;
  const noteId = `${idPrefix}-translate-download`;
  const download = (state.kind === 'idle' || state.kind === 'failed') && state.download;
  return (
    <div class="on-device-tool">
      {(state.kind === 'idle' || state.kind === 'failed') && (
        <p class="on-device-offer">
          <button type="button" class="small" onClick={start} aria-describedby={download ? noteId : undefined}>
            {t('translateTo', to)}
          </button>
          {download && (
            <span id={noteId} class="muted on-device-note">
              {t('translateDownloadNote')}
            </span>
          )}
        </p>
      )}
      {state.kind === 'downloading' && <ModelDownload loaded={state.loaded} onStop={stop} />}
      {state.kind === 'translating' && (
        <p class="on-device-offer">
          <span role="status">{t('translating')}</span>
          <button type="button" class="small" onClick={stop}>
            {t('onDeviceStop')}
          </button>
        </p>
      )}
      {state.kind === 'translated' && (
        <p class="on-device-offer">
          <span class="muted">{t('translatedHere', from)}</span>
          <button type="button" class="small" onClick={original}>
            {t('showOriginal')}
          </button>
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" class="notice notice-error">
          {problemText(state.problem, state.message)}
        </p>
      )}
    </div>
  );
}
