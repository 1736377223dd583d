import type { SummarizerApi } from '../../lib/on-device/model-apis';
import { t } from '../../lib/i18n/messages';
import { nameOf, problemText } from '../../lib/ui/model-texts';
import { useSummaryTask, type SummarySource } from '../../lib/ui/use-summary-task';
import { ModelDownload } from './ModelDownload';

export interface SummaryToolProps {
  api: SummarizerApi | undefined;
  /** The button's name: Summarize (a read page) or Summarize results (an answer). */
  label: string;
  /** Tells one tool's note from another's on a page. */
  idPrefix: string;
  source: SummarySource;
}

/**
 * Summarize, on the device (DESIGN §3 summary): a button (absent where the model is not),
 * saying first when the model must be downloaded; then the download's progress; then the
 * region Summary, streamed, saying it was made on this device for 0 credits, with Stop. A
 * failure says why and leaves the button for another try.
 */
export function SummaryTool({ api, label, idPrefix, source }: SummaryToolProps) {
  const { state, start, stop } = useSummaryTask(api, source);
  if (state.kind === 'checking' || state.kind === 'absent') return null;
  if (state.kind === 'language') {
    return <p class="muted on-device-note">{t('summaryLanguage', nameOf(state.language))}</p>;
  }
  const noteId = `${idPrefix}-summary-download`;
  const offered = state.kind === 'idle' || state.kind === 'done' || state.kind === 'stopped' || state.kind === 'failed';
  const download = offered && 'download' in state && state.download;
  const text = state.kind === 'summarizing' || state.kind === 'done' || state.kind === 'stopped' ? state.text : '';
  return (
    <div class="on-device-tool">
      {offered && (
        <p class="on-device-offer">
          <button type="button" class="small" onClick={start} aria-describedby={download ? noteId : undefined}>
            {label}
          </button>
          {download && (
            <span id={noteId} class="muted on-device-note">
              {t('summaryDownloadNote')}
            </span>
          )}
        </p>
      )}
      {state.kind === 'downloading' && <ModelDownload loaded={state.loaded} onStop={stop} />}
      {(state.kind === 'summarizing' || text !== '') && (
        <section
          class="summary"
          aria-label={t('summaryLabel')}
          aria-busy={state.kind === 'summarizing' ? 'true' : 'false'}
        >
          <p class="summary-text">
            {text ||
              (state.kind === 'summarizing' && state.part
                ? t('summarizingPart', String(state.part.index), String(state.part.count))
                : t('summarizing'))}
          </p>
          <p class="muted summary-origin">
            {state.kind === 'stopped' ? `${t('summaryStopped')} ` : ''}
            {t('summaryMadeHere')}
          </p>
          {state.kind === 'summarizing' && (
            <button type="button" class="small" onClick={stop}>
              {t('onDeviceStop')}
            </button>
          )}
        </section>
      )}
      {state.kind === 'failed' && (
        <p role="alert" class="notice notice-error">
          {problemText(state.problem, state.message)}
        </p>
      )}
    </div>
  );
}
