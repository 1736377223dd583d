import { t } from '../i18n/messages';
import { formatCredits } from './format';
import type { SearchCost } from './use-search-cost';

/** A search's expected cost in words: "≈ 1 credit", "0 credits — cached", "cost not known yet". */
export function costText(cost: SearchCost | undefined): string {
  if (cost === undefined || cost.kind === 'unknown') return t('costUnknown');
  if (cost.kind === 'cached') return t('costCachedAhead');
  return t('costAbout', formatCredits(cost.credits));
}
