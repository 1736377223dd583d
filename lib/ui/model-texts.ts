import type { ModelProblem } from '../on-device/model-download';
import { languageName } from '../on-device/languages';
import { t } from '../i18n/messages';
import { browser } from 'wxt/browser';

/** The person's language, as the browser's interface speaks it ("en-US"). */
export function uiLanguage(): string {
  return browser.i18n.getUILanguage() || navigator.language || 'en';
}

/** A language's name in the person's language. */
export function nameOf(language: string): string {
  return languageName(language, uiLanguage());
}

/** "42 %" in the person's language. */
export function formatPercent(share: number): string {
  return new Intl.NumberFormat(uiLanguage(), { style: 'percent' }).format(share);
}

/** Why an on-device model could not be used, and what to do, in words (the button stays for a retry). */
export function problemText(problem: ModelProblem, message: string): string {
  switch (problem) {
    case 'no-space':
      return t('onDeviceNoSpace');
    case 'not-allowed':
      return t('onDeviceNotAllowed');
    case 'unsupported':
      return t('onDeviceUnsupported');
    case 'stalled':
      return t('onDeviceStalled');
    default:
      return t('onDeviceFailed', message);
  }
}
