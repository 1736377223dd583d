import { useEffect, useRef, useState } from 'preact/hooks';
import './api-key.css';
import { t } from '../../lib/i18n/messages';

export interface ApiKeyFieldProps {
  value: string;
  /** Why the key is asked for again (the address names another origin): said here, and the field takes focus. */
  askedAgain?: string | undefined;
  onChange: (value: string) => void;
}

/** The key, masked by default, with a button to check what was pasted. */
export function ApiKeyField({ value, askedAgain, onChange }: ApiKeyFieldProps) {
  const [shown, setShown] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Selected, so what is pasted or typed replaces the key kept for the old address.
    if (askedAgain !== undefined) field.current?.select();
  }, [askedAgain]);
  return (
    <div class="field">
      <label for="api-key">{t('apiKeyLabel')}</label>
      <div class="input-with-button">
        <input
          ref={field}
          id="api-key"
          type={shown ? 'text' : 'password'}
          value={value}
          onInput={(event) => onChange(event.currentTarget.value)}
          autocomplete="off"
          spellcheck={false}
          autoCapitalize="off"
          aria-describedby={askedAgain === undefined ? 'api-key-hint' : 'api-key-again api-key-hint'}
          aria-invalid={askedAgain === undefined ? undefined : 'true'}
        />
        <button type="button" aria-controls="api-key" onClick={() => setShown(!shown)}>
          {shown ? t('hideKey') : t('showKey')}
        </button>
      </div>
      {askedAgain !== undefined && (
        <p class="field-problem" id="api-key-again">
          {askedAgain}
        </p>
      )}
      <p class="hint" id="api-key-hint">
        {t('apiKeyHint')}
      </p>
    </div>
  );
}
