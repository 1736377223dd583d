import { configureExtension, expect, test } from './fixtures';
import { E2E_API_ORIGIN } from './e2e-build';

/*
 * The options page's Service choice (the documented API or the live Serper-compatible one) and
 * the default search type: what a person with a key for the live service sets up first.
 */

test('choosing the Serper-compatible service fills in its address over the built-in one, leaving it puts that back, and a typed address stays', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  const address = options.getByRole('textbox', { name: 'API base URL' });
  await expect(address).toHaveValue(E2E_API_ORIGIN);
  const service = options.getByRole('radiogroup', { name: 'Service' });
  await expect(service.getByRole('radio', { name: /as documented/u })).toBeChecked();

  // The built-in address gives way to the service's own.
  await service.getByRole('radio', { name: /Serper-compatible/u }).check();
  await expect(address).toHaveValue('https://google.serper.dev');
  await service.getByRole('radio', { name: /as documented/u }).check();
  await expect(address).toHaveValue(E2E_API_ORIGIN);
  // A typed address is the person's own: choosing the service keeps it.
  const typed = `${E2E_API_ORIGIN}/serper-proxy`;
  await address.fill(typed);
  await service.getByRole('radio', { name: /Serper-compatible/u }).check();
  await expect(address).toHaveValue(typed);
  // Its reader comes with it; here the local API's, whose origin the e2e build already grants.
  const reader = options.getByRole('textbox', { name: 'Reader address' });
  await expect(reader).toHaveValue('https://scrape.serper.dev');
  await reader.fill(`${E2E_API_ORIGIN}/scrape`);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => worker.evaluate(() => chrome.storage.local.get('apiDialect')))
    .toEqual({ apiDialect: 'serper' });

  // Over an empty address it fills in the service's own, and takes it back when left.
  await service.getByRole('radio', { name: /as documented/u }).check();
  await address.fill('');
  await service.getByRole('radio', { name: /Serper-compatible/u }).check();
  await expect(address).toHaveValue('https://google.serper.dev');
  await service.getByRole('radio', { name: /as documented/u }).check();
  await expect(address).toHaveValue(E2E_API_ORIGIN);
});

test('the default search type is the tab a new search starts on', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  await options.getByRole('combobox', { name: 'Default search type' }).selectOption({ label: 'News' });
  await options.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => worker.evaluate(() => chrome.storage.local.get('searchDefaults')))
    .toMatchObject({ searchDefaults: { type: 'news' } });

  const panel = await openPage('sidepanel.html');
  const tabs = panel.getByRole('tablist', { name: 'Search type' });
  await expect(tabs.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('combobox', { name: 'Search query' }).fill('paris');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  expect(api.searchRequests().at(-1)?.json).toMatchObject({ query: 'paris', resultType: 'news' });
});
