/**
 * What the searches in flight are expected to cost, by run (DESIGN §4 Credits: the budget
 * counts searches in flight by their expected cost). In the worker's memory only: a search in
 * flight lives there too, and a stopped worker's searches end with it (settleInterrupted).
 */
export function runningCosts() {
  const reserved = new Map<string, number>();
  return {
    /** The expected credits of every search in flight. */
    total(): number {
      let sum = 0;
      for (const credits of reserved.values()) sum += credits;
      return sum;
    },
    /** Counts a search about to be sent; the returned function stops counting it (its answer is charged, or it failed). */
    reserve(id: string, credits: number): () => void {
      reserved.set(id, credits);
      return () => {
        reserved.delete(id);
      };
    },
  };
}

export type RunningCosts = ReturnType<typeof runningCosts>;
