import { browser } from 'wxt/browser';
import type { SearchResponse } from '../../lib/api/search-response';
import { t } from '../../lib/i18n/messages';
import { lazyModule } from '../../lib/ui/use-lazy';

/* The card's own summary: the on-device tool and its text, loaded only where the frame may use the model. */
const useSummary = lazyModule(() =>
  Promise.all([
    import('../on-device/SummaryTool'),
    import('../../lib/on-device/answer-text'),
    import('../../lib/on-device/model-apis'),
  ]).then(([tool, text, apis]) => ({ ...tool, ...text, ...apis })),
);

/** Whether this frame may use the browser's summarizer: the page around it may forbid it (Permissions-Policy). */
function frameMaySummarize(): boolean {
  // document.featurePolicy is Chrome's (the browsers with the model); where it is missing, the frame may.
  const policy = (document as { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
  return policy?.allowsFeature('summarizer') !== false;
}

/**
 * Summarize in the card (issue 40). The card is a frame inside someone else's page: its frame
 * asks for `allow="summarizer; translator; language-detector"` (lib/in-page/card-frame.ts), but
 * the page's own Permissions-Policy may still refuse. Where the frame may, the card summarizes
 * its answer on the device, as the side panel does; where it may not, Summarize hands over to
 * the side panel (the same answer by id, no second charge), whose Summarize results can.
 */
export interface CardSummarizeProps {
  response: SearchResponse;
  query: string;
  /** Open in side panel: called inside the click (the panel opens only in a gesture). */
  onHandOver: () => void;
}

export function CardSummarize({ response, query, onHandOver }: CardSummarizeProps) {
  const allowed = frameMaySummarize();
  const loaded = useSummary(allowed);
  if (!allowed) {
    return (
      <>
        <button
          type="button"
          class="small"
          data-unguarded
          onClick={onHandOver}
          aria-describedby="card-summary-handover"
        >
          {t('summarize')}
        </button>
        <span id="card-summary-handover" class="visually-hidden">
          {t('cardSummaryHandOver')}
        </span>
      </>
    );
  }
  if (!loaded) return null;
  const language = (browser.i18n.getUILanguage() || 'en').split('-')[0] ?? 'en';
  return (
    <loaded.SummaryTool
      api={loaded.onDeviceApis(self).summarizer}
      label={t('summarize')}
      idPrefix="card"
      source={{
        text: loaded.answerText(response),
        outputLanguage: language,
        context: loaded.resultsContext(query),
      }}
    />
  );
}
