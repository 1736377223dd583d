import { useEffect, useState } from 'preact/hooks';
import { apiBaseUrlItem, apiKeyItem } from '../settings/settings-items';

/**
 * Whether an API key and a base URL are set, kept current as the options page saves.
 * Only the yes/no leaves this hook: the page never holds the key itself.
 * `undefined` until known.
 */
export function useIsConfigured(): boolean | undefined {
  const [configured, setConfigured] = useState<boolean>();
  useEffect(() => {
    let live = true;
    const check = () => {
      void Promise.all([apiKeyItem.getValue(), apiBaseUrlItem.getValue()]).then(([key, baseUrl]) => {
        if (live) setConfigured(key.trim() !== '' && baseUrl.trim() !== '');
      });
    };
    const unwatchKey = apiKeyItem.watch(check);
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
