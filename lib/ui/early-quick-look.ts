import { EARLY_QUICK_LOOK } from '../boot/boot-names';
import { sendMessage, type WireReply } from '../messaging';
import type { QuickLookStart } from '../search/search-message';

/**
 * The tab's quick look, for the card page: the reply to the ask its boot module sent before this
 * code loaded (lib/boot/card-boot.ts), taken once; or, when there is none or it failed, asked
 * for now. Null when the tab has none (or the worker cannot be reached).
 */
export async function takeQuickLook(scope: object = globalThis): Promise<QuickLookStart | null> {
  const early = Reflect.get(scope, EARLY_QUICK_LOOK) as Promise<unknown> | undefined;
  Reflect.deleteProperty(scope, EARLY_QUICK_LOOK);
  const reply = (await early) as WireReply | undefined;
  if (reply && typeof reply === 'object' && 'res' in reply) return (reply.res as QuickLookStart | null) ?? null;
  if (reply?.err) return null;
  return sendMessage('takeQuickLook', undefined).catch(() => null);
}
