/**
 * Builds the manifest fields that depend on the build: the host permission for
 * the API origin chosen at build time, and nothing broader (DESIGN §4 Security).
 * Kept out of wxt.config.ts so a unit test can check it without a build.
 */
export interface ManifestInput {
  browser: string;
  command?: 'build' | 'serve';
  apiBaseUrl: string | undefined;
}

/** The `https://host:port/*` match pattern for a base URL, or undefined when it is absent or invalid. */
export function originPattern(baseUrl: string | undefined): string | undefined {
  if (!baseUrl) return undefined;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`WXT_API_BASE_URL is not a URL: ${baseUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`WXT_API_BASE_URL must be http(s): ${baseUrl}`);
  }
  // Match patterns take no port for the default port and ignore it otherwise in Chrome,
  // but keeping it makes the grant as narrow as the platform allows.
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}/*`;
}

/**
 * Extension pages run only the extension's own scripts, load images only over https
 * (result and knowledge-panel images come from arbitrary sites), and connect only to
 * an https API or one on this machine (DESIGN §4 Security).
 */
export function extensionPagesCsp(command: 'build' | 'serve' = 'build'): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "img-src 'self' https:",
    // The dev server injects page styles as <style> elements; a release build links its CSS files.
    command === 'serve' ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "connect-src 'self' https: http://127.0.0.1:* http://localhost:*",
    "base-uri 'none'",
  ].join('; ');
}

export function manifestFor({ browser, apiBaseUrl, command }: ManifestInput) {
  const apiOrigin = originPattern(apiBaseUrl);
  return {
    name: 'Search Sidekick',
    description:
      'Search the web from the toolbar, the right-click menu and the side panel with your own Web Search API key.',
    permissions: ['storage', 'contextMenus'],
    host_permissions: apiOrigin ? [apiOrigin] : [],
    // Lets a user point the extension at another API origin at runtime; granted only
    // on request, inside the options page's Save click.
    optional_host_permissions: ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*'],
    action: { default_title: 'Search the web' },
    content_security_policy: { extension_pages: extensionPagesCsp(command) },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'search-sidekick@example.org',
              data_collection_permissions: { required: ['searchTerms'] },
            },
          },
        }
      : {}),
  };
}
