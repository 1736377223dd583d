import { describe, expect, it } from 'vitest';
import { costText } from '../../lib/ui/cost-text';
import type { SearchCost } from '../../lib/ui/use-search-cost';

describe('the cost shown before a search runs', () => {
  it.each<[SearchCost | undefined, string]>([
    [{ kind: 'known', credits: 1 }, '≈ 1 credit'],
    [{ kind: 'known', credits: 2 }, '≈ 2 credits'],
    [{ kind: 'cached' }, '0 credits — cached'],
    [undefined, 'cost not known yet'],
  ])('%j reads "%s"', (cost, text) => {
    expect(costText(cost)).toBe(text);
  });
});
