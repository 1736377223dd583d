import type { LinkTarget } from '../../lib/settings/settings-items';
import { t, type MessageKey } from '../../lib/i18n/messages';

const CHOICES: ReadonlyArray<[LinkTarget, MessageKey]> = [
  ['new-tab', 'newTab'],
  ['background-tab', 'backgroundTab'],
  ['current-tab', 'currentTab'],
];

/** Tab groups are Chromium's (the `tabGroups` permission is in its build only). */
const HAS_TAB_GROUPS = import.meta.env.BROWSER !== 'firefox';

export interface LinkTargetFieldsetProps {
  value: LinkTarget;
  onPick: (value: LinkTarget) => void;
  /** Results opened together (Open in tabs) form a collapsed tab group. */
  collapseTabGroups: boolean;
  onCollapseChange: (collapse: boolean) => void;
}

/**
 * "Open results in": a new tab, a new background tab, or the current tab; and, where the browser
 * has tab groups, whether the group of results opened together starts collapsed.
 */
export function LinkTargetFieldset({ value, onPick, collapseTabGroups, onCollapseChange }: LinkTargetFieldsetProps) {
  return (
    <fieldset>
      <legend>{t('openResultsInLegend')}</legend>
      <div class="radio-group">
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
      </div>
      {HAS_TAB_GROUPS && (
        <div class="option-with-hint">
          <label class="checkbox">
            <input
              type="checkbox"
              checked={collapseTabGroups}
              aria-describedby="collapse-groups-hint"
              onChange={(event) => onCollapseChange(event.currentTarget.checked)}
            />
            {t('collapseTabGroupsLabel')}
          </label>
          <p class="hint" id="collapse-groups-hint">
            {t('collapseTabGroupsHint')}
          </p>
        </div>
      )}
    </fieldset>
  );
}
