/** Summary of one timed case, in milliseconds. */
export interface Summary {
  runs: number;
  median: number;
  /** Nearest-rank 95th percentile (with 30 runs: the 29th smallest). */
  p95: number;
  min: number;
  max: number;
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Linear interpolation between closest ranks (the median of an even count is the mean of the middle two). */
function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] ?? NaN) + ((sorted[high] ?? NaN) - (sorted[low] ?? NaN)) * (at - low);
}

export function nearestRank(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

export function summarize(values: readonly number[]): Summary {
  return {
    runs: values.length,
    median: median(values),
    p95: nearestRank(values, 0.95),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/** Element-wise a − b, for runs taken in pairs (each extension run right after its raw call). */
export function pairedDifferences(a: readonly number[], b: readonly number[]): number[] {
  return a.slice(0, Math.min(a.length, b.length)).map((value, i) => value - (b[i] ?? NaN));
}
