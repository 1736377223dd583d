import { useEffect, useState } from 'preact/hooks';
import { expectedCost, READER_ENDPOINT } from '../../lib/credits/expected-cost';
import { t } from '../../lib/i18n/messages';
import { formatCredits } from '../../lib/ui/format';
import { useCreditLedger } from '../../lib/ui/use-usage-data';

export interface ReadHereButtonProps {
  /** The result's page. */
  url: string;
  /** Whether the cache has it (the Reader's own question, so this menu's code asks the worker nothing itself). */
  isCached: (url: string) => Promise<boolean>;
  onRead: () => void;
}

/**
 * Read here, in a result's menu, named with its cost before the click (DESIGN §4 Credits):
 * "cached · 0 credits" when the cache has the page, else what the last read was billed (2
 * credits before any). The cache is asked when the menu opens; nothing is sent to the service.
 */
export function ReadHereButton({ url, isCached, onRead }: ReadHereButtonProps) {
  const ledger = useCreditLedger();
  const [cached, setCached] = useState<boolean>();
  useEffect(() => {
    let live = true;
    void isCached(url).then((answer) => live && setCached(answer));
    return () => {
      live = false;
    };
  }, [url]);
  const cost = cached ? t('readCostCached') : formatCredits(expectedCost(ledger, READER_ENDPOINT));
  return (
    <button type="button" class="small read-here" onClick={onRead}>
      {t('readHereWithCost', cost)}
    </button>
  );
}
