import { useEffect, useState } from 'preact/hooks';
import { onDeviceApis, readAvailability } from '../../lib/on-device/model-apis';
import { t } from '../../lib/i18n/messages';
import type { FreeAnswersForm } from './save-free-answers';

/** Which on-device models this browser has at all (the settings of the others are not shown). */
async function modelsHere(): Promise<{ summaries: boolean; translations: boolean }> {
  const apis = onDeviceApis(self);
  const summarizer = apis.summarizer
    ? readAvailability(
        await apis.summarizer.availability({ type: 'key-points', format: 'plain-text', length: 'medium' }),
      )
    : 'unavailable';
  return { summaries: summarizer !== 'unavailable', translations: apis.translator !== undefined };
}

export interface OnDeviceFieldsetProps {
  value: Pick<FreeAnswersForm, 'summaries' | 'translations'>;
  onChange: (change: Partial<FreeAnswersForm>) => void;
  /** Whether the group is shown (this browser has a model), for the page's list of groups. */
  onShown: (shown: boolean) => void;
}

/**
 * Summaries and translations made on this device (0 credits), each on by default and shown only
 * where the browser has that model (deployhq/pr-radar#19: no setting where the API is missing);
 * saved with Save like every setting. Nothing is downloaded here: a model downloads when the
 * person first asks for a summary or a translation.
 */
export function OnDeviceFieldset({ value, onChange, onShown }: OnDeviceFieldsetProps) {
  const [here, setHere] = useState<{ summaries: boolean; translations: boolean }>();
  useEffect(() => {
    const none = { summaries: false, translations: false };
    void modelsHere()
      .catch(() => none)
      .then((found) => {
        setHere(found);
        onShown(found.summaries || found.translations);
      });
  }, []);
  if (!here || (!here.summaries && !here.translations)) return null;
  return (
    <fieldset id="on-device" class="settings-group on-device-settings">
      <legend>{t('onDeviceLegend')}</legend>
      {here.summaries && (
        <Switch
          checked={value.summaries}
          label={t('onDeviceSummariesLabel')}
          onChange={(summaries) => onChange({ summaries })}
        />
      )}
      {here.translations && (
        <Switch
          checked={value.translations}
          label={t('onDeviceTranslationsLabel')}
          onChange={(translations) => onChange({ translations })}
        />
      )}
      <p class="hint" id="on-device-hint">
        {t('onDeviceHint')}
      </p>
    </fieldset>
  );
}

function Switch({ checked, label, onChange }: { checked: boolean; label: string; onChange: (on: boolean) => void }) {
  return (
    <label class="checkbox">
      <input
        type="checkbox"
        checked={checked}
        aria-describedby="on-device-hint"
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {label}
    </label>
  );
}
