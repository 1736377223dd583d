import { dailyUsage } from '../../lib/credits/usage-breakdown';
import { formatCredits } from '../../lib/ui/format';
import { useNow } from '../../lib/ui/use-now';
import { useCreditLedger } from '../../lib/ui/use-usage-data';
import { UsageChart } from './UsageChart';
import { formatNumber } from '../../lib/i18n/format-number';
import { t } from '../../lib/i18n/messages';

const DAYS = 30;

/** Credits billed over the last 30 days, as a chart and a table; follows the ledger as searches run. */
export function UsageSection() {
  const ledger = useCreditLedger();
  // Once a minute is enough for the chart to roll over to a new day.
  const now = useNow(60_000);
  if (!ledger) return null;
  const usage = dailyUsage(ledger, now, DAYS);
  const total = usage.reduce((sum, day) => sum + day.credits, 0);
  return (
    <section class="usage" aria-label={t('usageHeading')}>
      <h2>{t('usageHeading')}</h2>
      <p>{t('lastDays', formatNumber(DAYS), formatCredits(total))}</p>
      <UsageChart usage={usage} />
    </section>
  );
}
