import { useState } from 'preact/hooks';

export interface ApiKeyFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The key, masked by default, with a button to check what was pasted. */
export function ApiKeyField({ value, onChange }: ApiKeyFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div class="field">
      <label for="api-key">API key</label>
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
          {shown ? 'Hide key' : 'Show key'}
        </button>
      </div>
      <p class="hint" id="api-key-hint">
        Stored only in this browser (storage.local) and sent only to the API base URL.
      </p>
    </div>
  );
}
