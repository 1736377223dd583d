import type { RateLimit } from './types';

/**
 * Per-key rolling-window limiter. Only accepted requests count toward the window, so a
 * client that keeps hammering while limited gets through again once the window slides.
 */
export class RollingWindowRateLimiter {
  private readonly acceptedAt = new Map<string, number[]>();

  constructor(private limit: RateLimit | false) {}

  currentLimit(): RateLimit | false {
    return this.limit;
  }

  setLimit(limit: RateLimit | false): void {
    this.limit = limit;
    this.acceptedAt.clear();
  }

  /** Records the request and returns true when `key` is under its limit at `now`. */
  tryAcquire(key: string, now: number): boolean {
    if (this.limit === false) return true;
    const windowStart = now - this.limit.windowMs;
    const recent = (this.acceptedAt.get(key) ?? []).filter((time) => time > windowStart);
    if (recent.length >= this.limit.max) {
      this.acceptedAt.set(key, recent);
      return false;
    }
    recent.push(now);
    this.acceptedAt.set(key, recent);
    return true;
  }
}
