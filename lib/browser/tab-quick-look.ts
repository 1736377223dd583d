import * as z from 'zod/mini';
import { searchMessageShape } from '../search/message-schema';
import { deferredSchema } from '../text/deferred-schema';
import { wholeNumber } from '../text/tolerant';

/**
 * Where a tab's quick look stands: its search `running`, `answered` or `failed`; its answer no
 * longer kept anywhere (`gone`: the worker looked in memory, the history and the cache); or not
 * sent, waiting for the person (`ready`: the selection button where the browser cannot tell
 * whether the page covers it, issue 38 M3).
 */
export const QUICK_LOOK_STATES = ['running', 'answered', 'failed', 'gone', 'ready'] as const;
export type QuickLookState = (typeof QUICK_LOOK_STATES)[number];

/**
 * A tab's quick look, as the card page asks for it, and as storage.session keeps it (a card
 * still finds it after the worker was stopped): read back with this schema, a damaged one is
 * none.
 */
export const tabQuickLookSchema = deferredSchema(() =>
  z.object({
    /** The search the card shows (its options filled in); null when nothing was selected and nothing typed yet. */
    message: z.nullable(z.object({ ...searchMessageShape(), id: z.string() })),
    /** The frame the card is in (the selection's). */
    frameId: wholeNumber(),
    /** The tab's window: the card opens the side panel there. */
    windowId: z.optional(wholeNumber()),
    at: z.catch(z.number(), 0),
    /** Absent while a quick box has sent nothing: there is nothing to send. */
    state: z.optional(z.literal(QUICK_LOOK_STATES)),
    /**
     * A quick box (issue 41): the shortcut with nothing selected. Its card is a search box, which
     * may send the words the person types (quick-box-rule.ts); its message is the newest of them.
     */
    box: z.optional(z.literal(true)),
    /** Started by the selection button: its limits apply (buttonAllows). */
    button: z.optional(z.literal(true)),
    /** The page it was made on (its origin and path), where the browser said: a tab gone elsewhere drops it. */
    page: z.optional(z.string()),
  }),
);
export type TabQuickLook = z.output<typeof tabQuickLookSchema>;

/** A tab's address as a quick look is bound to it: its origin and path (an anchor or query moves it nowhere). */
export function pageOf(url: string | undefined): string | undefined {
  try {
    return url === undefined ? undefined : new URL(url).origin + new URL(url).pathname;
  } catch {
    return undefined;
  }
}

/** A record as storage.session holds it (anything: a damaged one reads as none). */
export function readTabQuickLook(value: unknown): TabQuickLook | undefined {
  const read = tabQuickLookSchema.safeParse(value);
  return read.success ? read.data : undefined;
}
