import { useState } from 'preact/hooks';
import { faviconUrl, HAS_FAVICON_API } from '../lib/ui/favicon-url';

/**
 * A result's site icon from the browser's own favicon cache, or a neutral placeholder
 * (Firefox, or a Chromium browser that does not serve `_favicon`). Decorative: the host is
 * written beside it.
 */
export function SiteIcon({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (!HAS_FAVICON_API || failed) return <span class="site-icon site-icon-placeholder" aria-hidden="true" />;
  return (
    <img
      class="site-icon"
      src={faviconUrl(url)}
      alt=""
      width={16}
      height={16}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
