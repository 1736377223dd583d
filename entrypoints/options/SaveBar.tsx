import { t } from '../../lib/i18n/messages';
import type { SaveState } from './save-flow';

export interface SaveBarProps {
  /** The form Save submits (the bar sits outside it, at the end of the page). */
  formId: string;
  saveState: SaveState;
  unsaved: boolean;
}

/**
 * The page's one Save (issue 41, DESIGN §3): a bar at the bottom of the window while anything on
 * the page is unsaved (and while it says what the last Save or action did), at the end of the page
 * otherwise; Save stores every group at once. Its status line is the page's one: "Saved", or what a
 * button that acts at once did; what could not be saved is an alert with the reasons.
 */
export function SaveBar({ formId, saveState, unsaved }: SaveBarProps) {
  const status =
    saveState.kind === 'saved'
      ? t('saved')
      : saveState.kind === 'done'
        ? saveState.message
        : unsaved && saveState.kind === 'idle'
          ? t('unsavedChanges')
          : '';
  const inView = unsaved || saveState.kind !== 'idle';
  return (
    <div class={inView ? 'save-bar in-view' : 'save-bar'}>
      <div class="save-bar-row">
        <button type="submit" form={formId} class="primary" disabled={saveState.kind === 'saving'}>
          {t('save')}
        </button>
        <p role="status" class="save-status">
          {status}
        </p>
      </div>
      {saveState.kind === 'problems' && (
        <div class="notice notice-error save-problems" role="alert">
          <p>{t('someNotSaved')}</p>
          <ul>
            {saveState.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p>{t('othersSaved')}</p>
        </div>
      )}
    </div>
  );
}
