import { t } from '../../lib/i18n/messages';
import { ApiKeyField } from './ApiKeyField';
import { KeyDestination } from './KeyDestination';

const BUILD_BASE_URL = import.meta.env.WXT_API_BASE_URL ?? '';

export interface ApiFieldsetProps {
  apiKey: string;
  apiBaseUrl: string;
  /** The base URL searches use now: the key's destination line compares the typed one with it. */
  storedBaseUrl: string;
  onChange: (change: { apiKey?: string; apiBaseUrl?: string }) => void;
}

/** The key and the API's address, with where the key goes — and, before Save, where it would go. */
export function ApiFieldset({ apiKey, apiBaseUrl, storedBaseUrl, onChange }: ApiFieldsetProps) {
  return (
    <fieldset>
      <legend>{t('apiLegend')}</legend>
      <ApiKeyField value={apiKey} onChange={(value) => onChange({ apiKey: value })} />
      <div class="field">
        <label for="api-base-url">{t('apiBaseUrlLabel')}</label>
        <input
          id="api-base-url"
          type="url"
          value={apiBaseUrl}
          onInput={(event) => onChange({ apiBaseUrl: event.currentTarget.value })}
          placeholder="https://api.example.com"
          autocomplete="off"
          spellcheck={false}
          aria-describedby="api-base-url-hint key-destination"
        />
        <p class="hint" id="api-base-url-hint">
          {BUILD_BASE_URL === '' ? `${t('noBuiltInUrl')} ` : ''}
          {t('apiBaseUrlHint')}
        </p>
        <KeyDestination typed={apiBaseUrl} saved={storedBaseUrl} />
      </div>
    </fieldset>
  );
}
