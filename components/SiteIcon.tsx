import { useEffect, useState } from 'preact/hooks';
import { faviconUrl, HAS_FAVICON_API } from '../lib/ui/favicon-url';
import { inNextFrame } from '../lib/ui/next-frame';

/**
 * A result's site icon from the browser's own favicon cache, or a neutral placeholder
 * (Firefox, or a Chromium browser that does not serve `_favicon`). Decorative: the host is
 * written beside it.
 */
export function SiteIcon({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  // The icon comes in the frame after the results are painted (effects run after paint; the
  // frame after that is free, and a list's icons all share it): a hundred images are a third
  // of a long list's render, and the results are what a person waits for. The placeholder
  // holds its place meanwhile.
  const [shown, setShown] = useState(false);
  useEffect(() => inNextFrame(() => setShown(true)), []);
  if (!HAS_FAVICON_API || failed || !shown) {
    return <span class="site-icon site-icon-placeholder" aria-hidden="true" />;
  }
  return (
    <img
      // Before src: the browser decides how to load an image when its src is set, and a
      // hundred results ask for a hundred icons — only those on screen are asked for at once.
      loading="lazy"
      decoding="async"
      width={16}
      height={16}
      alt=""
      class="site-icon"
      onError={() => setFailed(true)}
      src={faviconUrl(url)}
    />
  );
}
