import { useMemo } from 'preact/hooks';
import { onDeviceApis } from '../../lib/on-device/model-apis';
import {
  checkOnDeviceSwitch,
  onDeviceSummariesItem,
  onDeviceTranslationsItem,
} from '../../lib/settings/on-device-items';
import { usePageWindow } from '../../lib/ui/use-page-window';
import { useStoredItem } from '../../lib/ui/use-stored-item';
import { uiLanguage } from '../../lib/ui/model-texts';
import type { TranslateSource } from '../../lib/ui/use-translate-task';
import { SummaryTool } from './SummaryTool';
import { TranslateTool } from './TranslateTool';
import './on-device.css';

export interface OnDeviceToolsProps {
  /** Tells this block's ids from another's (the Reader's, the answer's). */
  idPrefix: string;
  summary: {
    /** Summarize, or Summarize results. */
    label: string;
    text: string;
    /** The text's language when declared; never guessed. */
    language?: string | undefined;
    context: string;
  };
  translation: Omit<TranslateSource, 'uiLanguage' | 'private'>;
}

/**
 * What the browser's own models offer for a text, for 0 credits (DESIGN §4 On the device):
 * Summarize and Translate to …, each where the model is (or can be made) available and the
 * person has not switched it off in the settings. This module loads only on a page whose
 * browser has the models (`Summarizer` or `Translator`), when a read page or an answer is shown.
 */
export function OnDeviceTools({ idPrefix, summary, translation }: OnDeviceToolsProps) {
  const apis = useMemo(() => onDeviceApis(self), []);
  const page = usePageWindow();
  const summaries = checkOnDeviceSwitch(useStoredItem(onDeviceSummariesItem));
  const translations = checkOnDeviceSwitch(useStoredItem(onDeviceTranslationsItem));
  const language = uiLanguage();
  const source = useMemo(
    () => ({ ...summary, outputLanguage: language.split('-')[0] ?? language }),
    [summary.text, summary.language, summary.context, language],
  );
  return (
    <div class="on-device-tools">
      {summaries && apis.summarizer && (
        <SummaryTool api={apis.summarizer} label={summary.label} idPrefix={idPrefix} source={source} />
      )}
      {translations && apis.translator && page && (
        <TranslateTool
          apis={apis}
          idPrefix={idPrefix}
          source={{ ...translation, uiLanguage: language, private: page.private }}
        />
      )}
    </div>
  );
}
