import { useEffect, useState } from 'preact/hooks';
import { apiBaseUrlItem, apiKeySetItem } from '../settings/settings-items';

/**
 * Whether an API key and a base URL are set, kept current as the options page saves.
 * Reads the background's yes/no (apiKeySetItem): the page never holds the key itself.
 * `undefined` until known.
 */
export function useIsConfigured(): boolean | undefined {
  const [configured, setConfigured] = useState<boolean>();
  useEffect(() => {
    let live = true;
    const check = () => {
      void Promise.all([apiKeySetItem.getValue(), apiBaseUrlItem.getValue()]).then(([keySet, baseUrl]) => {
        // Stored values are checked, not trusted: a damaged one must not break the page.
        if (live) setConfigured(keySet === true && typeof baseUrl === 'string' && baseUrl.trim() !== '');
      });
    };
    const unwatchKey = apiKeySetItem.watch(check);
    const unwatchBaseUrl = apiBaseUrlItem.watch(check);
    check();
    return () => {
      live = false;
      unwatchKey();
      unwatchBaseUrl();
    };
  }, []);
  return configured;
}
