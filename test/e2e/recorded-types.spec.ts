import { seriousViolations } from './axe';
import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';
import { RECORDED_TEXTS, RECORDINGS } from '../search-api/recordings';

/*
 * Every search type with a body recorded from the live service (test/search-api/recordings,
 * provenance in its README): the tab sends the type, and Results shows every item of the body,
 * each linked to its page; axe finds nothing serious in light or dark; Web again comes from the
 * cache at 0 credits.
 */

const recorded = (name: string) => {
  const found = RECORDINGS.find((recording) => recording.name === name);
  if (!found) throw new Error(`no recording ${name}`);
  return found.body;
};
// The shopping recording is the items block alone: it is answered inside a body of its own.
const shoppingItems = RECORDED_TEXTS.find((text) => text.name === 'iphone-x-shopping-items')?.json;

const CASES = [
  { tab: 'News', type: 'news', body: recorded('tesla-inc-news-2025') },
  { tab: 'Images', type: 'images', body: recorded('apple-inc-images') },
  { tab: 'Videos', type: 'videos', body: recorded('apple-inc-videos') },
  { tab: 'Places', type: 'places', body: recorded('italian-restaurants-upper-east-side-places-2025') },
  {
    tab: 'Shopping',
    type: 'shopping',
    body: { searchParameters: { q: 'apple inc', type: 'shopping' }, shopping: shoppingItems, credits: 1 },
  },
] as const;

const webLink = (url: unknown) => (typeof url === 'string' && /^https?:\/\//u.test(url) ? url : undefined);

test('each type’s recorded live answer is shown whole, linked, and accessible; Web again costs nothing', async ({
  api,
  worker,
  openPage,
}) => {
  // Ten axe passes (five types, light and dark) of 2–7 s each on a busy machine: more than the default time.
  test.slow();
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await panel.setViewportSize({ width: 360, height: 700 });
  const results = panel.getByRole('list', { name: 'Results' });
  const tabs = panel.getByRole('tablist', { name: 'Search type' });
  await searchFor(panel, 'apple inc');
  await expect(results.getByRole('link').first()).toBeVisible();

  for (const { tab, type, body } of CASES) {
    const items = (body as Record<string, unknown>)[type] as Array<{ title: string; link?: string; website?: string }>;
    api.enqueue({ status: 200, body });
    const sent = api.searchRequests().length;
    await tabs.getByRole('tab', { name: tab }).click();
    await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    // The request first, then the new list (the type before may have as many items: news and images, 10).
    await expect.poll(() => api.searchRequests().length).toBe(sent + 1);
    const links = items.map((item) => webLink(type === 'places' ? item.website : item.link));
    await expect(results.locator(':scope > li').first().locator('a.result-link')).toHaveAttribute(
      'href',
      links[0] ?? '',
    );
    await expect(results.locator(':scope > li')).toHaveCount(items.length);
    expect(api.searchRequests().at(-1)?.json).toMatchObject({ query: 'apple inc', resultType: type });

    // Every item, in order, with its link where it has one (a place: its website).
    const shown = await results.locator(':scope > li').evaluateAll((rows) =>
      rows.map((row) => ({
        text: row.textContent ?? '',
        href: row.querySelector('a.result-link')?.getAttribute('href') ?? undefined,
      })),
    );
    items.forEach((item, index) => {
      if (type !== 'images') expect(shown[index]?.text).toContain(item.title.trim().slice(0, 40));
      expect(shown[index]?.href).toBe(links[index]);
    });

    for (const scheme of ['light', 'dark'] as const) {
      await panel.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(panel), `${tab} in ${scheme}`).toEqual([]);
    }
    await panel.emulateMedia({ colorScheme: 'light' });
  }

  const sent = api.searchRequests().length;
  await tabs.getByRole('tab', { name: 'Web' }).click();
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('cached · 0 credits');
  expect(api.searchRequests()).toHaveLength(sent);
});
