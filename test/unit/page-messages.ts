import { fakeBrowser } from 'wxt/testing/fake-browser';

/**
 * Sends a message the way a page does (the envelope of lib/messaging.ts) to the worker started
 * in this test, from this extension's side panel page (or `sender`'s page and tab: the worker
 * takes messages from its own pages only, issue 38 L3): resolves to the wire reply
 * (`{ res }` or `{ err }`). The worker's listener answers with a promise, as webextension-polyfill
 * lets every browser's listener do.
 */
export async function sendFromPage(type: string, data: unknown, sender: object = {}): Promise<unknown> {
  const envelope = { id: 1, type, data, timestamp: Date.now() };
  const replies = await fakeBrowser.runtime.onMessage.trigger(envelope, {
    id: fakeBrowser.runtime.id,
    url: `chrome-extension://${fakeBrowser.runtime.id}/sidepanel.html`,
    ...sender,
  });
  return replies.find((reply) => reply !== undefined);
}
