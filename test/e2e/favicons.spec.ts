import { configureExtension, expect, gotoExtensionPage, launchReady, test } from './fixtures';
import { startSecondSite } from './second-site';

test('each result shows its site’s icon from the browser’s own cache: no request leaves for an icon', async ({
  api,
}) => {
  const site = await startSecondSite();
  // The certificate is accepted, so a request to the second site would reach it and be seen.
  const { context, worker, extensionId } = await launchReady({ extraArgs: ['--ignore-certificate-errors'] });
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  try {
    await configureExtension(worker);
    const organic = [
      { title: 'A page on the second site', link: `${site.origin}/page`, position: 1 },
      { title: 'Another of its pages', link: `${site.origin}/other?x=1&y=two words`, position: 2 },
      { title: 'A site far away', link: 'https://far-away.example/article', position: 3 },
    ];
    api.enqueue({ body: { status: 'SUCCESS', searchParameters: { query: 'icons' }, organic, credits: 1 } });
    const panel = await context.newPage();
    await gotoExtensionPage(panel, extensionId, `sidepanel.html?q=icons`);
    const items = panel.getByRole('list', { name: 'Results' }).locator(':scope > li');
    await expect(items).toHaveCount(3);

    for (const [index, result] of organic.entries()) {
      const icon = items.nth(index).locator('img.site-icon');
      // Decorative: the host is written beside it.
      await expect(icon).toHaveAttribute('alt', '');
      const src = new URL((await icon.getAttribute('src')) ?? '');
      // (Node gives a chrome-extension: URL no origin, hence protocol and host.)
      expect(`${src.protocol}//${src.host}${src.pathname}`).toBe(`chrome-extension://${extensionId}/_favicon/`);
      expect(Object.fromEntries(src.searchParams)).toEqual({ pageUrl: new URL(result.link).href, size: '16' });
      // The browser answered it (with its default icon: it has seen none of these sites).
      await expect(icon).toHaveJSProperty('complete', true);
      expect(await icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }

    // Every icon is loaded: nothing went to the second site, the API or anywhere else for one.
    expect(site.seen).toEqual([]);
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /v1/search']);
    // The icons were fetched from the extension's own origin, and seen fetched (so this listener sees them)…
    expect(requested.filter((url) => url.includes('/_favicon/'))).toHaveLength(organic.length);
    // …and all the browser fetched, pages and worker, is the extension's own files and the one search.
    expect(requested.filter((url) => !url.startsWith(`chrome-extension://${extensionId}/`))).toEqual([
      `${api.url}/v1/search`,
    ]);
  } finally {
    await context.close();
    await site.close();
  }
});
