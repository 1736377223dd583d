import type { LinkTarget } from '../../lib/settings/settings-items';
import { t, type MessageKey } from '../../lib/i18n/messages';

const CHOICES: ReadonlyArray<[LinkTarget, MessageKey]> = [
  ['new-tab', 'newTab'],
  ['background-tab', 'backgroundTab'],
  ['current-tab', 'currentTab'],
];

export interface LinkTargetFieldsetProps {
  value: LinkTarget;
  onPick: (value: LinkTarget) => void;
}

/** "Open results in": a new tab, a new background tab, or the current tab. */
export function LinkTargetFieldset({ value, onPick }: LinkTargetFieldsetProps) {
  return (
    <fieldset class="radio-group">
      <legend>{t('openResultsInLegend')}</legend>
      {CHOICES.map(([choice, label]) => (
        <label class="radio" key={choice}>
          <input
            type="radio"
            name="open-links-in"
            value={choice}
            checked={value === choice}
            onChange={() => onPick(choice)}
          />
          {t(label)}
        </label>
      ))}
    </fieldset>
  );
}
