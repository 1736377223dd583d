import { useEffect, useState } from 'preact/hooks';
import type { SearchRequest } from '../api/search-options';
import { searchCost } from '../credits/expected-cost';
import { requestKey } from '../api/normalize-request';
import { isCached } from './search-requests';
import { useCreditLedger } from './use-usage-data';

/** What a search is expected to cost before it runs. */
export type SearchCost = { kind: 'cached' } | { kind: 'known'; credits: number } | { kind: 'unknown' };

/**
 * What running `request` would cost (DESIGN §4 Credits): nothing when the cache has its answer,
 * else what the ledger saw the last search of the same type, number of results and page kind
 * billed, else what the service is known to bill for it (expected-cost.ts) — never 0. Asked
 * again when the request changes, and when the ledger does (a search just answered may now be
 * cached); nothing is sent. `unknown` only while the ledger is being read.
 */
export function useSearchCost(request: SearchRequest | undefined): SearchCost | undefined {
  const ledger = useCreditLedger();
  const key = request === undefined ? undefined : requestKey(request);
  const [cached, setCached] = useState<{ key: string; cached: boolean }>();
  useEffect(() => {
    if (request === undefined || key === undefined) return;
    let live = true;
    // A moment's wait: typing a query asks once it pauses, not at every key.
    const timer = setTimeout(() => {
      void isCached(request).then((answer) => live && setCached({ key, cached: answer }));
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, ledger]);
  if (request === undefined || ledger === undefined) return undefined;
  if (cached !== undefined && cached.key === key && cached.cached) return { kind: 'cached' };
  return { kind: 'known', credits: searchCost(ledger, request) };
}
