import { configureExtension, expect, test } from './fixtures';

// Result data comes from arbitrary pages through a third-party API: it renders as text,
// links only for http(s), images only over https, and within bounds.

const hostileBody = {
  status: 'SUCCESS',
  searchParameters: { query: 'hostile' },
  organic: [
    { title: 'Script link', link: 'javascript:alert(document.domain)' },
    { title: 'Data link', link: 'data:text/html,<script>alert(1)</script>' },
    { title: 'VBScript link', link: 'vbscript:msgbox(1)' },
    { title: 'File link', link: 'file:///etc/passwd' },
    { title: 'Relative link', link: '/settings' },
    {
      title: '<img src=x onerror=alert(1)><b>bold</b>',
      link: 'https://safe.example/html',
      snippet: '<script>alert(2)</script>',
    },
    { title: 'T'.repeat(100_000), link: 'https://safe.example/long' },
    { title: 'invoice\u202Efdp.exe', link: 'https://safe.example/\u202Egpj.exe' },
    { title: 'A fine result', link: 'https://fine.example/page' },
  ],
  knowledgeGraph: {
    title: '<i>Entity</i>',
    imageUrl: 'http://insecure.example/image.png',
    description: '<a href="javascript:alert(3)">click</a>',
    descriptionSource: 'Source',
    descriptionLink: 'javascript:alert(4)',
    attributes: {
      __proto__: 'polluting?',
      constructor: 'not a function',
      ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`Fact ${i}`, `<u>value ${i}</u>`])),
    },
  },
  relatedSearches: [{ query: '<script>alert(5)</script>' }],
  credits: 1,
};

test('hostile result data renders as inert, bounded text', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  // JSON.stringify drops a literal __proto__ key; write it into the body text instead.
  const body = JSON.stringify(hostileBody).replace('"attributes":{', '"attributes":{"__proto__":{"polluted":"yes"},');
  api.enqueue({ status: 200, body });
  const panel = await openPage('sidepanel.html?q=hostile');
  const list = panel.getByRole('list', { name: 'Results' });
  await expect(list.getByRole('listitem')).toHaveCount(9);

  // Only http(s) links are links.
  const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.every((href) => /^https?:\/\//.test(href ?? ''))).toBe(true);
  for (const title of ['Script link', 'Data link', 'VBScript link', 'File link', 'Relative link']) {
    await expect(list.getByText(title, { exact: true })).toBeVisible();
    await expect(list.getByRole('link', { name: title })).toHaveCount(0);
  }

  // HTML shows as literal text and creates no elements.
  await expect(list.getByRole('link', { name: '<img src=x onerror=alert(1)><b>bold</b>' })).toBeVisible();
  await expect(panel.locator('main img[src="x"], main b, main script, main u, main i')).toHaveCount(0);
  await expect(panel.getByText('<script>alert(2)</script>')).toBeVisible();

  // A 100,000-character title is capped and does not widen the page.
  const longTitle = await list.getByRole('link', { name: /^T+…$/ }).textContent();
  expect(longTitle!.length).toBeLessThanOrEqual(300);
  const overflow = await panel.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Right-to-left overrides cannot reorder a displayed title.
  await expect(list.getByRole('link', { name: 'invoicefdp.exe' })).toBeVisible();
  const text = await panel.locator('main').textContent();
  expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);

  // The knowledge panel: no http image, no javascript: link, capped facts, nothing polluted.
  const knowledge = panel.getByRole('region', { name: 'Knowledge panel' });
  await expect(knowledge.getByRole('heading', { name: '<i>Entity</i>' })).toBeVisible();
  await expect(knowledge.locator('img')).toHaveCount(0);
  await expect(knowledge.getByRole('link')).toHaveCount(0);
  expect(await knowledge.locator('dt').count()).toBeLessThanOrEqual(50);
  await expect(knowledge.locator('dt').filter({ hasText: '__proto__' })).toHaveCount(0);
  await expect(knowledge.getByText('not a function')).toBeVisible();
  expect(await panel.evaluate(() => ({}))).not.toHaveProperty('polluted');
  await expect(panel.getByRole('region', { name: 'Related searches' }).getByRole('button')).toHaveText([
    '<script>alert(5)</script>',
  ]);
});
