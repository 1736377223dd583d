import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n/messages';

export interface ApiKeyFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The key, masked by default, with a button to check what was pasted. */
export function ApiKeyField({ value, onChange }: ApiKeyFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div class="field">
      <label for="api-key">{t('apiKeyLabel')}</label>
      <div class="input-with-button">
        <input
          id="api-key"
          type={shown ? 'text' : 'password'}
          value={value}
          onInput={(event) => onChange(event.currentTarget.value)}
          autocomplete="off"
          spellcheck={false}
          autoCapitalize="off"
          aria-describedby="api-key-hint"
        />
        <button type="button" aria-controls="api-key" onClick={() => setShown(!shown)}>
          {shown ? t('hideKey') : t('showKey')}
        </button>
      </div>
      <p class="hint" id="api-key-hint">
        {t('apiKeyHint')}
      </p>
    </div>
  );
}
