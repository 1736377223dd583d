import { EARLY_QUICK_LOOK, type EarlyAsk } from './boot-names';

/*
 * The quick-look card page's boot module (issue 42: the card at its floor). The card's HTML runs
 * it before the app's script (49 KB: Preact, the polyfill, the card): it asks the worker for the
 * tab's quick look at once, so the answer — from the worker's memory for a cached search — is on
 * its way while the app's code is read, and the app's first render can show it. The app takes the
 * reply from where this leaves it, and asks itself when there is none (a development build,
 * which runs no boot module, or a failed ask).
 *
 * In the protocol's envelope (lib/messaging.ts), with the browser's own runtime: no imports, no
 * polyfill. Only for a card in a page's frame: a card opened as a tab (`?q=`) runs its own search.
 */

interface BootRuntime {
  sendMessage(message: unknown): Promise<unknown> | void;
}

export function askForQuickLook(scope: object, search: string, runtime: BootRuntime | undefined): void {
  // Already asked, or taken: the app ran first (an async script may come after it) and asked itself.
  if (!runtime || new URLSearchParams(search).has('q') || Reflect.has(scope, EARLY_QUICK_LOOK)) return;
  const envelope = { id: 0, type: 'takeQuickLook', data: undefined, timestamp: Date.now() };
  const early: EarlyAsk = { reply: Promise.resolve(runtime.sendMessage(envelope)).catch(() => undefined) };
  void early.reply.then((value) => (early.settled = { value }));
  Object.defineProperty(scope, EARLY_QUICK_LOOK, { value: early, configurable: true });
}

declare const browser: { runtime: BootRuntime } | undefined;
declare const chrome: { runtime: BootRuntime } | undefined;

if (typeof document !== 'undefined') {
  askForQuickLook(globalThis, location.search, (typeof browser === 'undefined' ? chrome : browser)?.runtime);
}
