import { sendMessage } from '../messaging';
import type { ReadMessage, ReadOutcome } from '../search/read-message';
import { t } from '../i18n/messages';
import { knownPageWindow, pageWindow } from './page-window';

/*
 * What a page asks of the background about reading a result here. Pages never fetch the
 * reader nor see the key: the background does both (DESIGN §1). A message that cannot be
 * delivered is data like every other failure.
 */

/**
 * Reads a result's page through the service's reader, in this page's window. The request is
 * posted in the caller's own task when the window is known (it is, once the page has shown an
 * answer): an await first would let the renders the click queued before it (the menu closing, the
 * Reader's first render and the layout its focus forces) run first, 2–3 ms.
 */
export async function readPage(message: Omit<ReadMessage, 'windowId'>): Promise<ReadOutcome> {
  const { id: windowId } = knownPageWindow() ?? (await pageWindow());
  return sendMessage('readPage', { ...message, ...(windowId !== undefined && { windowId }) }).catch(
    (): ReadOutcome => ({ ok: false, error: { kind: 'offline', message: t('errNoAnswer') } }),
  );
}

/** Whether reading a page would come from the cache (so cost nothing); false when the background cannot say. */
export async function isPageCached(url: string): Promise<boolean> {
  const { id: windowId } = await pageWindow();
  return sendMessage('isPageCached', { url, ...(windowId !== undefined && { windowId }) }).then(
    (answer) => answer.cached,
    () => false,
  );
}
