/**
 * How a search's bookkeeping (ledger, history, cache writes) runs beside its answer: after a
 * delay that lets the page paint the results first, and never able to fail the search — a
 * failure is reported (the person is told once, see storage-problem.ts) and the answer stands.
 */
export function createBookkeeping(delayMs: number, onFailed?: (error: unknown) => void) {
  const afterPaint = () =>
    delayMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, delayMs)) : Promise.resolve();

  /** Runs work now; a failure is reported, never thrown. */
  async function guarded(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      onFailed?.(error);
    }
  }

  return {
    guarded,
    /** Runs work once the page has had time to paint; a failure is reported, never thrown. */
    afterPaint: (work: () => Promise<unknown>) =>
      guarded(async () => {
        await afterPaint();
        await work();
      }),
  };
}

export type Bookkeeping = ReturnType<typeof createBookkeeping>;
