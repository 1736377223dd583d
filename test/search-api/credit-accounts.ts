/** API keys and their credit balances. */
export class CreditAccounts {
  private balances: Map<string, number>;

  constructor(private readonly initial: Readonly<Record<string, number>>) {
    this.balances = new Map(Object.entries(initial));
  }

  isKnown(key: string): boolean {
    return this.balances.has(key);
  }

  balance(key: string): number | undefined {
    return this.balances.get(key);
  }

  set(key: string, credits: number): void {
    this.balances.set(key, credits);
  }

  /** Deducts `cost` when the balance covers it; otherwise changes nothing and returns false. */
  trySpend(key: string, cost: number): boolean {
    const balance = this.balances.get(key);
    if (balance === undefined || balance < cost) return false;
    this.balances.set(key, balance - cost);
    return true;
  }

  /** Deducts what a scripted response says was billed, never going below zero. */
  charge(key: string, cost: number): void {
    const balance = this.balances.get(key);
    if (balance !== undefined) this.balances.set(key, Math.max(0, balance - cost));
  }

  restoreInitial(): void {
    this.balances = new Map(Object.entries(this.initial));
  }
}
