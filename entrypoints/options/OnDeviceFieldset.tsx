import { useEffect, useState } from 'preact/hooks';
import { onDeviceApis, readAvailability } from '../../lib/on-device/model-apis';
import {
  checkOnDeviceSwitch,
  onDeviceSummariesItem,
  onDeviceTranslationsItem,
} from '../../lib/settings/on-device-items';
import type { StoredItem } from '../../lib/storage/stored-item';
import { useStoredItem } from '../../lib/ui/use-stored-item';
import { t } from '../../lib/i18n/messages';

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

/**
 * Summaries and translations made on this device (0 credits), each switched on by default and
 * shown only where the browser has that model (deployhq/pr-radar#19: no setting where the API is
 * missing); applied at once. Nothing is downloaded here: a model downloads when the person first
 * asks for a summary or a translation.
 */
export function OnDeviceFieldset() {
  const [here, setHere] = useState<{ summaries: boolean; translations: boolean }>();
  useEffect(() => {
    void modelsHere().then(setHere, () => setHere({ summaries: false, translations: false }));
  }, []);
  if (!here || (!here.summaries && !here.translations)) return null;
  return (
    <fieldset class="on-device-settings">
      <legend>{t('onDeviceLegend')}</legend>
      {here.summaries && <Switch item={onDeviceSummariesItem} label={t('onDeviceSummariesLabel')} />}
      {here.translations && <Switch item={onDeviceTranslationsItem} label={t('onDeviceTranslationsLabel')} />}
      <p class="hint" id="on-device-hint">
        {t('onDeviceHint')}
      </p>
    </fieldset>
  );
}

function Switch({ item, label }: { item: StoredItem<boolean>; label: string }) {
  const stored = useStoredItem(item);
  return (
    <label class="checkbox">
      <input
        type="checkbox"
        checked={checkOnDeviceSwitch(stored)}
        aria-describedby="on-device-hint"
        onChange={(event) => void item.setValue(event.currentTarget.checked)}
      />
      {label}
    </label>
  );
}
