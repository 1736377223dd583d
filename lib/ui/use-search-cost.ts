import { useEffect, useRef, useState } from 'preact/hooks';
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
  const key = request === undefined ? undefined : requestKey(request);
  const kind = request === undefined ? undefined : kindOf(request);
  const [answer, setAnswer] = useState<{ key: string; cached: boolean }>();
  const [expected, setExpected] = useState<ReadonlyMap<string, number>>(new Map());
  const known = kind === undefined ? undefined : expected.get(kind);
  /** The request shown now, and how many times the cost was asked: only the latest ask's answer counts. */
  const shown = useRef(request);
  shown.current = request;
  const asked = useRef(0);
  const ask = useRef(() => {
    const current = shown.current;
    if (current === undefined) return;
    const turn = ++asked.current;
    const [currentKey, currentKind] = [requestKey(current), kindOf(current)];
    void searchCostOf(current).then(
      (cost) => {
        if (turn !== asked.current) return;
        setAnswer({ key: currentKey, cached: cost.cached });
        const credits = cost.expected;
        if (credits !== undefined) setExpected((map) => new Map(map).set(currentKind, credits));
      },
      () => undefined,
    );
  });

  useEffect(() => {
    if (key === undefined) return;
    // A moment's wait while a query is typed; none when nothing is known of this kind yet.
    const timer = setTimeout(() => ask.current(), known === undefined ? 0 : 150);
    return () => clearTimeout(timer);
  }, [key]);

  // A charge counted or the ledger written: asked again at once, in the change's own task — never
  // a render and a timer later, when a worker the browser stopped meanwhile would be woken for it.
  useEffect(() => {
    const stops = [watchStored(CREDIT_LEDGER_KEY, ask.current), watchStored(pendingChargesItem.key, ask.current)];
    return () => stops.forEach((stop) => stop());
  }, []);

  if (answer !== undefined && answer.key === key && answer.cached) return { kind: 'cached' };
  return known === undefined ? undefined : { kind: 'known', credits: known };
}
