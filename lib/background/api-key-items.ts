import { apiKeyItem, apiKeySetItem } from '../settings/settings-items';

/** In `wxt` dev runs only: the demo key, so a newcomer sees results at once. Never in a production build. */
export async function seedDemoKey(): Promise<void> {
  const demoKey = import.meta.env.DEV ? import.meta.env.WXT_DEMO_API_KEY : undefined;
  if (demoKey && (await apiKeyItem.getValue()) === '') await apiKeyItem.setValue(demoKey);
}

/** Keeps the pages' yes/no in step with the key, whoever wrote it. */
export async function syncApiKeySet(): Promise<void> {
  const key = await apiKeyItem.getValue();
  const isSet = typeof key === 'string' && key.trim() !== '';
  if ((await apiKeySetItem.getValue()) !== isSet) await apiKeySetItem.setValue(isSet);
}
