import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startBackground } from '../../lib/background/start-background';
import type { WorkerBrowser } from '../../lib/browser/optional-apis';
import { apiDialectItem, apiKeyItem } from '../../lib/settings/settings-items';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { saveAddressWithKey } from './key-entered';

/**
 * wxt's fake browser as a worker starts with it, with a permissions namespace that answers
 * `granted` for every origin and records each origin it is asked about in `asked`.
 */
function browserWithPermission(granted: boolean, asked: string[]): WorkerBrowser {
  const copy: Record<string, unknown> = { ...fakeBrowser };
  // What the fake browser does not implement (as in windowless-background.test.ts).
  for (const name of ['contextMenus', 'commands', 'omnibox', 'windows']) delete copy[name];
  copy.permissions = {
    contains: ({ origins }: { origins: string[] }) => {
      asked.push(...origins);
      return Promise.resolve(granted);
    },
    onAdded: { addListener: () => undefined },
    onRemoved: { addListener: () => undefined },
  };
  // WorkerBrowser is the browser's own type: the fake with a permissions namespace stands for it.
  return copy as unknown as WorkerBrowser;
}

/**
 * The local API in the live service's dialect with `key`, that key saved for its address, and
 * the worker started as entrypoints/background.ts starts it, with a browser whose answer about
 * every origin is `granted` (each origin asked about goes into `asked`).
 */
export async function startWorkerWithPermission(key: string, granted: boolean, asked: string[]): Promise<SearchApi> {
  const api = await startSearchApi({ keys: { [key]: 100 }, rateLimit: false, mode: 'live' });
  fakeBrowser.reset();
  await apiKeyItem.setValue(key);
  await saveAddressWithKey(api.url);
  await apiDialectItem.setValue('serper');
  startBackground(browserWithPermission(granted, asked));
  return api;
}
