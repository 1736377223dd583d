/*
 * Names the boot module (page-boot.ts) and the apps share. Constants only: the app imports them
 * without the boot's code, and the boot is bundled with them into one file that imports nothing.
 */

/** Where the app's entry chunk is named (the build writes the hashed name there). */
export const ENTRY_SELECTOR = 'link[data-app-entry]';
/** The shell's results area (side panel only): the snapshot, or a skeleton, goes there. */
export const SHELL_RESULTS_ID = 'shell-results';
/** localStorage key of a window's snapshot: this prefix and the window id. */
export const SNAPSHOT_PREFIX = 'snapshot:';

/** A window's last answer, its first screen only: what the shell paints before the app. */
export interface Snapshot {
  v: 1;
  /** The search it shows (the window's record must name it, or nothing is painted). */
  id: string;
  /** The answer box's or knowledge panel's title and description. */
  box?: [string, string];
  /** Results as [title, site, snippet]. */
  rows: Array<[string, string, string]>;
  /** The credit line as the app showed it. */
  credits?: string;
  /** When it was written (ms since 1970): every snapshot expires (lib/ui/shell-snapshot.ts). */
  at?: number;
  /** The history entry it shows, when reopened from the history: deleting the entry drops it. */
  history?: string;
}

/**
 * Where the card page's boot module (card-boot.ts) leaves its ask for the tab's quick look, an
 * EarlyAsk, which the app takes once (lib/ui/early-quick-look.ts); null once taken.
 */
export const EARLY_QUICK_LOOK = 'sidekickEarlyQuickLook';

/** The card boot module's ask: the raw reply to come, and the reply itself once it has come. */
export interface EarlyAsk {
  reply: Promise<unknown>;
  /** Set as soon as the reply is in: the app's first render can show it, with no wait. */
  settled?: { value: unknown };
}
