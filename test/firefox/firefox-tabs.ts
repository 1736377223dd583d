/**
 * Firefox's tabs and windows as WebDriver BiDi sees them: browsingContext.getTree lists every
 * top-level browsing context (one per tab, in every window), with its address and its window.
 */
import type { BiDiClient } from './bidi-client';

export interface OpenTab {
  /** The browsing context id, as other BiDi commands take it. */
  context: string;
  url: string;
  /** The window the tab is in (the same id names that window's chrome context). */
  clientWindow: string;
}

/** Every tab open in Firefox now, in every window. */
export async function openTabs(bidi: BiDiClient): Promise<OpenTab[]> {
  const { contexts } = await bidi.send<{ contexts: OpenTab[] }>('browsingContext.getTree', { maxDepth: 0 });
  return contexts.map(({ context, url, clientWindow }) => ({ context, url, clientWindow }));
}

/** Opens a new window; resolves with the context of its one (blank) tab. */
export async function openWindow(bidi: BiDiClient): Promise<string> {
  const { context } = await bidi.send<{ context: string }>('browsingContext.create', { type: 'window' });
  return context;
}

/** Closes these tabs (a window closes with its last tab); a tab already gone is no error. */
export async function closeTabs(bidi: BiDiClient, contexts: readonly string[]): Promise<void> {
  const open = new Set((await openTabs(bidi)).map((tab) => tab.context));
  for (const context of contexts.filter((id) => open.has(id))) {
    await bidi.send('browsingContext.close', { context, promptUnload: false });
  }
}
