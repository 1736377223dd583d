import { EARLY_QUICK_LOOK, type EarlyAsk } from '../boot/boot-names';
import { sendMessage, type WireReply } from '../messaging';
import type { QuickLookStart } from '../search/search-message';

/**
 * The tab's quick look, for the card page: the reply to the ask its boot module sent before this
 * code loaded (lib/boot/card-boot.ts), taken once; or, when there is none or it failed, asked
 * for now. Null when the tab has none (or the worker cannot be reached).
 */
export async function takeQuickLook(scope: object = globalThis): Promise<QuickLookStart | null> {
  const early = take(scope);
  const start = startIn(await early?.reply);
  return start !== undefined ? start : sendMessage('takeQuickLook', undefined).catch(() => null);
}

/**
 * The boot module's reply, taken now if it has already come (the card's first render shows its
 * answer, with no render of a skeleton before it); undefined, and left for takeQuickLook, while
 * it is on its way, or when there was no ask or it failed.
 */
export function takeSettledQuickLook(scope: object = globalThis): QuickLookStart | null | undefined {
  const settled = (Reflect.get(scope, EARLY_QUICK_LOOK) as EarlyAsk | null | undefined)?.settled;
  const start = settled && startIn(settled.value);
  if (start !== undefined) take(scope);
  return start;
}

/** The boot module's ask, taken: left as null, so a boot module that runs only now asks nothing (the app asks). */
function take(scope: object): EarlyAsk | undefined {
  const early = Reflect.get(scope, EARLY_QUICK_LOOK) as EarlyAsk | null | undefined;
  Object.defineProperty(scope, EARLY_QUICK_LOOK, { value: null, configurable: true });
  return early ?? undefined;
}

/** The quick look a raw reply carries (null: the tab has none); undefined when it is no reply (a failed ask). */
function startIn(reply: unknown): QuickLookStart | null | undefined {
  const wire = reply as WireReply | undefined;
  if (wire && typeof wire === 'object' && 'res' in wire) return (wire.res as QuickLookStart | null) ?? null;
  return wire?.err ? null : undefined;
}
