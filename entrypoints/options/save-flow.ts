import { useState } from 'preact/hooks';
import { saveSettings, type SaveOutcome, type SettingsForm } from './save-settings';
import { inPageOrigins, saveInPage, switchOffInClick } from './save-in-page';
import { saveFreeAnswers } from './save-free-answers';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'problems'; problems: string[] }
  /** A clear button's or an import's outcome; it shares the page's one status line with "Saved". */
  | { kind: 'done'; message: string };

/** What Save knows of the settings stored now: the key and address searches use, and the search button. */
export interface StoredNow {
  apiKey: string;
  apiBaseUrl: string;
  selectionButton: boolean;
}

/**
 * The page's one saving model (issue 41): every group is saved by the one Save, which must start
 * synchronously in its click (the browser asks for new addresses — and all sites, when the search
 * button is switched on — only inside that gesture, in one request). `unsaved` is true from an
 * edit until a Save that stored everything; the page's one status line says what happened.
 */
export function useSaveFlow(onSaved: (outcome: SaveOutcome) => void) {
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [unsaved, setUnsaved] = useState(false);
  const save = (event: Event, form: SettingsForm, stored: StoredNow) => {
    event.preventDefault();
    setSaveState({ kind: 'saving' });
    const { selectionButton, ...key } = stored;
    const switchedOff = switchOffInClick(form.inPage, selectionButton, [form.apiBaseUrl, form.readerUrl]);
    void saveSettings(withUnreadableNumber(form), key, inPageOrigins(form.inPage, selectionButton))
      .then(async (outcome) => {
        const [inPage] = await Promise.all([
          saveInPage(form.inPage, selectionButton, switchedOff),
          saveFreeAnswers(form.answers),
        ]);
        return { ...outcome, problems: [...outcome.problems, ...inPage.problems] };
      })
      .then((outcome) => {
        onSaved(outcome);
        const { problems } = outcome;
        setSaveState(problems.length === 0 ? { kind: 'saved' } : { kind: 'problems', problems });
        // What could not be stored is still on the page, unsaved: the bar stays, and says why.
        setUnsaved(problems.length > 0);
      });
  };
  return {
    saveState,
    save,
    unsaved,
    /** An edit: the page holds something unsaved, and the last outcome no longer applies (unless a save is running). */
    edited: () => {
      setUnsaved(true);
      setSaveState((state) => (state.kind === 'saving' ? state : { kind: 'idle' }));
    },
    /** Values put in the fields for Save (a settings file's key and address) count as unsaved. */
    markUnsaved: () => setUnsaved(true),
    done: (message: string) => setSaveState({ kind: 'done', message }),
  };
}

/** A number field holding text that is not a number reports ''; make that an error, not "default". */
function withUnreadableNumber(form: SettingsForm): SettingsForm {
  const unreadable = (id: string) => {
    const input = document.getElementById(id);
    return input instanceof HTMLInputElement && input.validity.badInput;
  };
  const bad = 'not a number';
  return {
    ...form,
    options: unreadable('defaults-number') ? { ...form.options, numberOfResults: bad } : form.options,
    usage: {
      ...form.usage,
      ...(unreadable('credit-balance') && { balance: bad }),
      ...(unreadable('low-balance-threshold') && { lowBalanceThreshold: bad }),
      ...(unreadable('cache-ttl') && { cacheTtlMinutes: bad }),
      ...(unreadable('daily-budget') && { dailyBudget: bad }),
    },
  };
}
