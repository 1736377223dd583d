import type { ApiMode, PricedSearch } from './types';

/**
 * Credits a corpus answer costs when no `pricing` option says otherwise. Spec mode: one per
 * started ten results (10 → 1, 11 → 2, 100 → 10). Live mode: as public reports say the live
 * service bills, and as a recorded 20-result body shows (`credits: 2`): 1 up to 10 results, 2 above.
 */
export function defaultCost(mode: ApiMode, numberOfResults: number): number {
  if (mode === 'live') return numberOfResults <= 10 ? 1 : 2;
  return Math.ceil(numberOfResults / 10);
}

export type Pricing = (search: PricedSearch) => number;

/** What a search costs: the `pricing` option's answer (a whole number ≥ 0), else the default. */
export function priceOf(pricing: Pricing | undefined, search: PricedSearch): number {
  if (!pricing) return defaultCost(search.mode, search.numberOfResults);
  const cost = pricing(search);
  if (!Number.isInteger(cost) || cost < 0) {
    throw new Error(`pricing must return a whole number of credits, returned ${String(cost)}`);
  }
  return cost;
}
