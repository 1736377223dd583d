import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import {
  addressPatterns,
  switchSelectionButtonOff,
  switchSelectionButtonOn,
  type SwitchApis,
  type SwitchOutcome,
} from '../../lib/browser/selection-button-switch';
import { passageLinksItem, selectionButtonItem } from '../../lib/settings/in-page-items';
import { apiBaseUrlItem, readerUrlItem } from '../../lib/settings/settings-items';
import { useStoredItem } from '../../lib/ui/use-stored-item';
import { t } from '../../lib/i18n/messages';

const switchApis = (): SwitchApis => ({
  permissions: browser.permissions,
  scripting: browser.scripting,
  setting: selectionButtonItem,
});

/**
 * What the extension does inside web pages, each applied at once (not with Save: switching the
 * selection button on must ask for its permission inside this click): results opening at their
 * passage, and the opt-in search button beside selected text. What a switch did goes to the
 * page's one status line; why it could not, to an alert here.
 */
export interface InPageFieldsetProps {
  /** What a switch did, for the page's one status line. */
  onDone: (message: string) => void;
}

export function InPageFieldset({ onDone }: InPageFieldsetProps) {
  const passages = useStoredItem(passageLinksItem);
  const button = useStoredItem(selectionButtonItem);
  // The addresses whose access stays granted when the button is switched off (known before the click).
  const apiBaseUrl = useStoredItem(apiBaseUrlItem);
  const readerUrl = useStoredItem(readerUrlItem);
  // While switching, the box shows what the person asked for; then what is stored.
  const [switching, setSwitching] = useState<boolean>();
  const [outcome, setOutcome] = useState<SwitchOutcome>();

  const toggleButton = (on: boolean) => {
    // First, synchronously inside the click: the browser asks for the permission only then.
    const done = on
      ? switchSelectionButtonOn(switchApis())
      : switchSelectionButtonOff(switchApis(), addressPatterns(apiBaseUrl, readerUrl));
    setSwitching(on);
    setOutcome(undefined);
    void done.then((result) => {
      setSwitching(undefined);
      setOutcome(result);
      if (result.ok) onDone(t(result.on ? 'selectionButtonOn' : 'selectionButtonOff'));
    });
  };

  return (
    <fieldset class="in-page-settings">
      <legend>{t('inPageLegend')}</legend>
      <label class="checkbox">
        <input
          type="checkbox"
          checked={passages !== false}
          aria-describedby="passage-links-hint"
          onChange={(event) => void passageLinksItem.setValue(event.currentTarget.checked)}
        />
        {t('passageLinksLabel')}
      </label>
      <p class="hint" id="passage-links-hint">
        {t('passageLinksHint')}
      </p>
      <label class="checkbox">
        <input
          type="checkbox"
          checked={switching ?? button === true}
          disabled={switching !== undefined}
          aria-describedby="selection-button-hint"
          onChange={(event) => toggleButton(event.currentTarget.checked)}
        />
        {t('selectionButtonLabel')}
      </label>
      <p class="hint" id="selection-button-hint">
        {t('selectionButtonHint')}
      </p>
      {outcome?.ok === false && (
        <p class="notice notice-error" role="alert">
          {outcome.reason === 'denied' ? t('selectionButtonDenied') : t('selectionButtonFailed', outcome.message)}
        </p>
      )}
    </fieldset>
  );
}
