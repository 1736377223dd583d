import { serialQueue } from '../storage/serial-queue';
import { checkPendingCharges } from './ledger-item';
import { pendingChargesItem, type PendingCharge } from './pending-charges';

/**
 * How long after an answer its charge is mirrored. The write's change reaches every open page,
 * and each redraws its balance: a task after the reply, that landed between the asking page's
 * render and its frame (a 100 KB read's text painted about 20 ms after the reply), and the
 * later Read here came 1.7 ms sooner with the write after it (bench/LOG.md, 2026-11-29 18:48).
 * Still well before the ledger's own write (bookkeeping.ts, 150 ms), which the mirror covers.
 */
export const MIRROR_DELAY_MS = 50;

/**
 * The charges a worker has counted and the ledger does not hold yet, by id, mirrored in storage
 * (pending-charges.ts): this worker's own, and those a stopped worker left there. Those are read
 * once per worker, before this worker's first ledger write or mirror write (issue 38, L8): a
 * ledger write that pruned their ids from `absorbed` first would have them recorded twice, and a
 * mirror written first would lose them.
 */
export function pendingChargeBook() {
  const pending = new Map<string, PendingCharge>();
  /** The charges a stopped worker left stored: this worker records them (takeLeftOver). */
  const leftOver = new Set<string>();
  const persist = serialQueue();
  let leftRead: Promise<void> | undefined;

  const readLeftOver = () =>
    (leftRead ??= pendingChargesItem
      .getValue()
      .catch(() => [])
      .then((left) => {
        for (const charge of checkPendingCharges(left)) {
          if (pending.has(charge.id)) continue;
          pending.set(charge.id, charge);
          leftOver.add(charge.id);
        }
      }));
  /** Mirrors the pending charges in storage, in order; a failed write only loses the mirror. */
  const save = () =>
    persist(async () => {
      await readLeftOver();
      await (pending.size === 0
        ? pendingChargesItem.removeValue()
        : pendingChargesItem.setValue([...pending.values()]));
    }).catch(() => undefined);

  return {
    /** Awaited before anything that reads or writes the ledger's `absorbed` ids. */
    readLeftOver,
    ids: (): ReadonlySet<string> => new Set(pending.keys()),
    all: (): PendingCharge[] => [...pending.values()],
    /**
     * Counts a charge now (memory); mirrored in storage MIRROR_DELAY_MS later, once the page that
     * asked has painted the answer (no storage write goes before it, issue 29).
     */
    add(charge: PendingCharge): void {
      pending.set(charge.id, charge);
      setTimeout(() => void save(), MIRROR_DELAY_MS);
    },
    /** The ledger records it now: no longer pending. */
    recorded(id: string): void {
      if (pending.delete(id)) void save();
    },
    /** The stopped worker's charges, each handed out once, to be recorded. */
    takeLeftOver(): PendingCharge[] {
      const taken = [...leftOver].flatMap((id) => pending.get(id) ?? []);
      leftOver.clear();
      return taken;
    },
  };
}
