import { useState } from 'preact/hooks';
import { saveSettings, type SaveOutcome, type SettingsForm } from './save-settings';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'problems'; problems: string[] }
  /** A clear button's or an import's outcome; it shares the page's one status line with "Saved". */
  | { kind: 'done'; message: string };

/**
 * The Save button's flow: the page's one status, and a save that must start synchronously in
 * the click (the permission request for a new base URL needs its user gesture).
 */
export function useSaveFlow(onSaved: (outcome: SaveOutcome) => void) {
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  /** `stored`: the key and address searches use now (the key is asked again for another origin). */
  const save = (event: Event, form: SettingsForm, stored: { apiKey: string; apiBaseUrl: string }) => {
    event.preventDefault();
    setSaveState({ kind: 'saving' });
    void saveSettings(withUnreadableNumber(form), stored).then((outcome) => {
      onSaved(outcome);
      const { problems } = outcome;
      setSaveState(problems.length === 0 ? { kind: 'saved' } : { kind: 'problems', problems });
    });
  };
  return {
    saveState,
    save,
    /** An edit clears the last outcome (unless a save is running). */
    edited: () => setSaveState((state) => (state.kind === 'saving' ? state : { kind: 'idle' })),
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
