import { t } from '../i18n/messages';
import { formatCredits } from './format';
import type { SearchCost } from './use-search-cost';

/** A search's expected cost in words: "≈ 1 credit", "0 credits — cached", or "cost not known yet" while the ledger is read. */
export function costText(cost: SearchCost | undefined): string {
  if (cost === undefined) return t('costUnknown');
  if (cost.kind === 'cached') return t('costCachedAhead');
  return t('costAbout', formatCredits(cost.credits));
}
