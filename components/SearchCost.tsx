import type { SearchRequest } from '../lib/api/search-options';
import { costText } from '../lib/ui/cost-text';
import { useSearchCost } from '../lib/ui/use-search-cost';

/**
 * What the search in the form would cost if sent now — "≈ 1 credit", "0 credits — cached",
 * "cost not known yet" while the ledger is read — as text for the element that describes the Search button (SearchForm's
 * `Cost`). It reads the credit ledger: the popup loads it after its first paint.
 */
export function SearchCost({ request }: { request: SearchRequest }) {
  return <>{costText(useSearchCost(request))}</>;
}
