import { t } from '../../lib/i18n/messages';
import { SERPER_BASE_URL, SERPER_READER_URL, type ApiDialect } from '../../lib/api/request-dialects';
import { ApiKeyField } from './ApiKeyField';
import { KeyDestination } from './KeyDestination';
import { ServiceSuggestionsField } from './ServiceSuggestionsField';

const BUILD_BASE_URL = import.meta.env.WXT_API_BASE_URL ?? '';

export interface ApiFieldsetProps {
  apiKey: string;
  apiBaseUrl: string;
  /** The base URL searches use now: the key's destination line compares the typed one with it. */
  storedBaseUrl: string;
  apiDialect: ApiDialect;
  /** The reader's address (Read here), shown for the Serper-compatible service only. */
  readerUrl: string;
  /** Why the key must be entered again before the address is saved (another origin), if it must. */
  keyAskedAgain?: string | undefined;
  /** Suggestions from the service while typing (Serper-compatible service only). */
  serviceSuggestions: boolean;
  onServiceSuggestions: (on: boolean) => void;
  onChange: (change: {
    apiKey?: string;
    keyEntered?: boolean;
    apiBaseUrl?: string;
    apiDialect?: ApiDialect;
    readerUrl?: string;
  }) => void;
}

/**
 * The address that goes with a newly chosen service: the live service's own when it is
 * chosen over an empty or built-in address, the built-in one back when leaving it; an
 * address the person typed is theirs and stays.
 */
export function addressForService(dialect: ApiDialect, typed: string): string {
  const current = typed.trim();
  if (dialect === 'serper') return current === '' || current === BUILD_BASE_URL ? SERPER_BASE_URL : typed;
  return current === SERPER_BASE_URL ? BUILD_BASE_URL : typed;
}

/** The key and the API's address, with where the key goes — and, before Save, where it would go. */
export function ApiFieldset({
  apiKey,
  apiBaseUrl,
  storedBaseUrl,
  apiDialect,
  readerUrl,
  keyAskedAgain,
  onChange,
  serviceSuggestions,
  onServiceSuggestions,
}: ApiFieldsetProps) {
  const choose = (dialect: ApiDialect) =>
    onChange({
      apiDialect: dialect,
      apiBaseUrl: addressForService(dialect, apiBaseUrl),
      // The live service's reader comes with it (over an empty field); the documented API has none.
      readerUrl: dialect === 'serper' ? readerUrl.trim() || SERPER_READER_URL : '',
    });
  return (
    <fieldset>
      <legend>{t('apiLegend')}</legend>
      <div class="field" role="radiogroup" aria-labelledby="service-label" aria-describedby="service-hint">
        <span id="service-label" class="field-label">
          {t('serviceLabel')}
        </span>
        <label class="radio">
          <input type="radio" name="service" checked={apiDialect === 'spec'} onChange={() => choose('spec')} />
          {t('serviceSpec')}
        </label>
        <label class="radio">
          <input type="radio" name="service" checked={apiDialect === 'serper'} onChange={() => choose('serper')} />
          {t('serviceSerper')}
        </label>
        <p class="hint" id="service-hint">
          {t('serviceHint')}
        </p>
      </div>
      <ApiKeyField
        value={apiKey}
        askedAgain={keyAskedAgain}
        onChange={(value) => onChange({ apiKey: value, keyEntered: true })}
      />
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
      {apiDialect === 'serper' && (
        <div class="field">
          <label for="reader-url">{t('readerUrlLabel')}</label>
          <input
            id="reader-url"
            type="url"
            value={readerUrl}
            onInput={(event) => onChange({ readerUrl: event.currentTarget.value })}
            placeholder={SERPER_READER_URL}
            autocomplete="off"
            spellcheck={false}
            aria-describedby="reader-url-hint"
          />
          <p class="hint" id="reader-url-hint">
            {t('readerUrlHint')}
          </p>
        </div>
      )}
      {apiDialect === 'serper' && (
        <ServiceSuggestionsField checked={serviceSuggestions} onChange={onServiceSuggestions} />
      )}
    </fieldset>
  );
}
