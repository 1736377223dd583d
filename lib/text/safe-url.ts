/** Returns the URL when it may be rendered as a link (absolute http/https only), else undefined. */
export function safeLinkUrl(value: string | undefined): string | undefined {
  return parseWithProtocols(value, ['http:', 'https:']);
}

/** Returns the URL when an image may be loaded from it (https only), else undefined. */
export function safeImageUrl(value: string | undefined): string | undefined {
  return parseWithProtocols(value, ['https:']);
}

function parseWithProtocols(value: string | undefined, protocols: readonly string[]): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    // No base URL: relative links are not links we can follow safely.
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (!protocols.includes(url.protocol) || url.hostname === '') return undefined;
  return url.href;
}

/**
 * The host as a person reads it: `www.` dropped; internationalized names stay in
 * their ASCII (punycode) form so a look-alike domain cannot pass for another.
 */
export function displayHost(value: string): string {
  try {
    const host = new URL(value).hostname;
    return host.startsWith('www.') ? host.slice(4) : host;
  } catch {
    return '';
  }
}
