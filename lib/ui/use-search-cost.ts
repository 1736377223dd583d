import { useEffect, useState } from 'preact/hooks';
import type { SearchRequest } from '../api/search-options';
import { requestKey } from '../api/normalize-request';
import { CREDIT_LEDGER_KEY } from '../credits/ledger-key';
import { pendingChargesItem } from '../credits/pending-charges';
import { watchStored } from '../storage/stored-item';
import { searchCostOf } from './search-requests';

/** What a search is expected to cost before it runs. */
export type SearchCost = { kind: 'cached' } | { kind: 'known'; credits: number };

/** What decides a request's expected cost (not its query): its type, size and whether it is a further page. */
const kindOf = (request: SearchRequest) =>
  `${request.type ?? 'web'}|${request.numberOfResults ?? ''}|${(request.page ?? 1) > 1 ? 'more' : ''}`;

/**
 * What running `request` would cost (DESIGN §4 Credits), as the background says: nothing when
 * the cache has its answer, else what the last search of the same type, number of results and
 * page kind was billed — charges counted this moment included — else what the service is known
 * to bill for it (expected-cost.ts); never 0 otherwise. Asked again when the request changes
 * (once typing pauses) and whenever a charge is counted or the ledger written; meanwhile the
 * last figure for the same kind of request stands. Undefined until the first answer. The
 * worker computes it, so no page carries the ledger's code to say it; nothing is sent.
 */
export function useSearchCost(request: SearchRequest | undefined): SearchCost | undefined {
  const changes = useChangeCount();
  const key = request === undefined ? undefined : requestKey(request);
  const kind = request === undefined ? undefined : kindOf(request);
  const [answer, setAnswer] = useState<{ key: string; cached: boolean }>();
  const [expected, setExpected] = useState<ReadonlyMap<string, number>>(new Map());
  const known = kind === undefined ? undefined : expected.get(kind);
  useEffect(() => {
    if (request === undefined || key === undefined || kind === undefined) return;
    let live = true;
    // A moment's wait while a query is typed; none when nothing is known of this kind yet.
    const timer = setTimeout(
      () => {
        void searchCostOf(request).then((cost) => {
          if (!live) return;
          setAnswer({ key, cached: cost.cached });
          const credits = cost.expected;
          if (credits !== undefined) setExpected((map) => new Map(map).set(kind, credits));
        });
      },
      known === undefined ? 0 : 150,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, changes]);
  if (answer !== undefined && answer.key === key && answer.cached) return { kind: 'cached' };
  return known === undefined ? undefined : { kind: 'known', credits: known };
}

/**
 * How many times a charge was counted or the ledger written since the page opened: a signal
 * to ask again. The page never reads either value (the worker does the sums).
 */
function useChangeCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const bump = () => setCount((seen) => seen + 1);
    const stops = [watchStored(CREDIT_LEDGER_KEY, bump), watchStored(pendingChargesItem.key, bump)];
    return () => stops.forEach((stop) => stop());
  }, []);
  return count;
}
