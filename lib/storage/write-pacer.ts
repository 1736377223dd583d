/** How many writes a storage area takes in a sliding minute and a sliding hour. */
export interface WriteCaps {
  perMinute: number;
  perHour: number;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

/**
 * The earliest moment at or after `at` when one more write stays under both caps, given the
 * times of the writes already made: the write that would be one too many in a window waits
 * until the oldest write it counts has left that window.
 */
export function nextWriteAt(history: readonly number[], at: number, caps: WriteCaps): number {
  let next = at;
  if (history.length >= caps.perMinute) next = Math.max(next, history[history.length - caps.perMinute]! + MINUTE);
  if (history.length >= caps.perHour) next = Math.max(next, history[history.length - caps.perHour]! + HOUR);
  return next;
}

export interface WritePacerOptions {
  caps: WriteCaps;
  /** How long a request waits for others to join it (one Save changes several settings at once). */
  settleMs: number;
  /** Writes everything waiting, in one operation; resolves when the browser took it or refused it. */
  write: () => Promise<void>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/**
 * Batches writes to a rate-limited storage area (storage.sync: Chrome counts every set or
 * remove call against 120 a minute and 1,800 an hour): requests made while a write waits
 * join it, and no write starts before the caps allow it. The history lives in the worker's
 * memory: a worker stopped after 30 s idle made no write the caps still count against it
 * that a refusal would not report (see settings-sync's retry).
 */
export function createWritePacer({ caps, settleMs, write, now = Date.now, setTimer = setTimeout }: WritePacerOptions) {
  const history: number[] = [];
  let scheduled = false;
  let writing = false;
  let again = false;
  let notBefore = 0;

  const allowedAt = (from: number) => nextWriteAt(history, Math.max(from, notBefore), caps);
  const schedule = (from = now() + settleMs) => {
    if (scheduled) return;
    scheduled = true;
    setTimer(() => void run(), Math.max(0, allowedAt(from) - now()));
  };

  async function run(): Promise<void> {
    scheduled = false;
    if (writing) {
      again = true;
      return;
    }
    const started = now();
    // A refusal since this was scheduled (holdUntil) moved the earliest moment on.
    if (allowedAt(started) > started) {
      schedule(started);
      return;
    }
    writing = true;
    history.push(started);
    // Only the last hour counts against either cap.
    while (history.length > 0 && history[0]! <= started - HOUR) history.shift();
    try {
      await write();
    } finally {
      writing = false;
      if (again) {
        again = false;
        schedule();
      }
    }
  }

  return {
    /** Something changed: write it with whatever else changes meanwhile, as soon as the caps allow. */
    request(): void {
      if (writing) again = true;
      else schedule();
    },
    /** The browser refused a write: nothing is written before `at` (a request made meanwhile waits for it). */
    holdUntil(at: number): void {
      notBefore = Math.max(notBefore, at);
    },
    /** The times of the writes still inside the hour window (for tests and the report). */
    history: (): readonly number[] => history,
  };
}
