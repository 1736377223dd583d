import type { PendingMessage } from './selection-search';

/**
 * Where a tab's quick look stands: its search `running`, `answered` or `failed`; its answer no
 * longer kept anywhere (`gone`: the worker looked in memory, the history and the cache); or not
 * sent, waiting for the person (`ready`: the selection button where the browser cannot tell
 * whether the page covers it, issue 38 M3).
 */
export type QuickLookState = 'running' | 'answered' | 'failed' | 'gone' | 'ready';

/** A tab's quick look, as the card page asks for it. */
export interface TabQuickLook {
  /** The search the card shows (its options filled in); null when nothing was selected. */
  message: PendingMessage | null;
  /** The frame the card is in (the selection's). */
  frameId: number;
  /** The tab's window: the card opens the side panel there. */
  windowId?: number;
  at: number;
  /** Absent in nothing-selected records: there is nothing to send. */
  state?: QuickLookState;
  /** Started by the selection button: its limits apply (buttonAllows). */
  button?: true;
  /** The page it was made on (its origin and path), where the browser said: a tab gone elsewhere drops it. */
  page?: string;
}

/** A tab's address as a quick look is bound to it: its origin and path (an anchor or query moves it nowhere). */
export function pageOf(url: string | undefined): string | undefined {
  try {
    return url === undefined ? undefined : new URL(url).origin + new URL(url).pathname;
  } catch {
    return undefined;
  }
}

const STATES: readonly string[] = ['running', 'answered', 'failed', 'gone', 'ready'];

/** A record as storage.session holds it (anything: a damaged one reads as none). */
export function isTabQuickLook(value: unknown): value is TabQuickLook {
  if (typeof value !== 'object' || value === null) return false;
  const { message, frameId, state, page } = value as Partial<TabQuickLook>;
  const messageOk =
    message === null ||
    (typeof message === 'object' &&
      message !== undefined &&
      typeof message.id === 'string' &&
      typeof message.request?.query === 'string');
  return (
    messageOk &&
    typeof frameId === 'number' &&
    (state === undefined || STATES.includes(state)) &&
    (page === undefined || typeof page === 'string')
  );
}
