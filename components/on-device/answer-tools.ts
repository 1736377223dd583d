import type { SearchResponse } from '../../lib/api/search-response';
import { t } from '../../lib/i18n/messages';
import { answerText, answerTexts, resultsContext, translatedAnswer } from '../../lib/on-device/answer-text';
import type { OnDeviceToolsProps } from './OnDeviceTools';

/**
 * What the on-device tools under an answer work on (Summarize results, Translate to …): the
 * answer box, the knowledge panel and the results' titles and snippets; a translation comes
 * back as the same answer with those texts replaced, for the view to show in place.
 */
export function answerToolsProps(
  response: SearchResponse,
  query: string,
  onTranslated: (translated: SearchResponse | undefined) => void,
): OnDeviceToolsProps {
  const texts = answerTexts(response);
  return {
    idPrefix: 'answer',
    summary: { label: t('summarizeResults'), text: answerText(response), context: resultsContext(query) },
    translation: {
      sample: texts.join('\n'),
      apply: async (translate, signal) => {
        const translated = new Map<string, string>();
        for (const text of texts) translated.set(text, await translate(text));
        if (!signal.aborted) onTranslated(translatedAnswer(response, translated));
      },
      restore: () => onTranslated(undefined),
    },
  };
}
