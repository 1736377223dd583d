import { useEffect, useState } from 'preact/hooks';
import type { CurrentSearch } from '../../lib/search/current-search';

/**
 * The shell's snapshot of a search (painted before the app loaded), while it is still the thing
 * to show: undefined once it is not.
 */
export function useCarriedShell(
  carried: HTMLElement | undefined,
  shown: CurrentSearch | null | undefined,
): HTMLElement | undefined {
  // The shell's snapshot of this search stays until the app has its answer (confirmed by id, never
  // sent again); another search, none, or a failure to fetch it replaces it.
  const [carry, setCarry] = useState(carried);
  const carryShown =
    carry !== undefined &&
    (shown === undefined || (shown?.status === 'loading' && shown.id === carry.dataset.searchId));
  useEffect(() => {
    if (carry && !carryShown) setCarry(undefined);
  }, [carry, carryShown]);
  return carryShown ? carry : undefined;
}
