/**
 * Runs tasks one at a time, in order, within this context — so two searches finishing
 * together cannot lose each other's ledger entry in a read-modify-write. A failed task
 * does not stop the ones queued after it.
 */
export function serialQueue() {
  let queue: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  };
}
