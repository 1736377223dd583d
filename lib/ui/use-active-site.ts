import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { hostOfUrl } from '../sites/web-host';

/**
 * The site (host, as URL.hostname gives it: ASCII for an internationalized name) of the tab
 * the popup was opened over, for "This site only". Its address is readable without the `tabs`
 * permission because opening the popup grants `activeTab` for that tab. Undefined while asked,
 * and for a page that is not a web page (file:, chrome:, a new tab) or whose address is withheld.
 */
export function useActiveSite(): string | undefined {
  const [host, setHost] = useState<string>();
  useEffect(() => {
    browser.tabs.query({ active: true, currentWindow: true }).then(
      ([tab]) => setHost(hostOfUrl(tab?.url)),
      () => undefined,
    );
  }, []);
  return host;
}
