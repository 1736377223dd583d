import type { SuccessRecord } from '../../lib/search/current-search';
import { formatCredits, formatRelativeTime } from '../../lib/ui/format';
import { t } from '../../lib/i18n/messages';

/**
 * What this answer cost, in the card's small space (the side panel's Credits region says more):
 * the credits billed, or "cached · 0 credits" with when it was fetched, or that the service did
 * not say. A region labelled Credits, as on every surface.
 */
export function CardCredits({ record, now }: { record: SuccessRecord; now: number }) {
  const line =
    record.cachedAt !== undefined
      ? t('costCached', formatRelativeTime(record.cachedAt, now))
      : record.billed === undefined
        ? t('creditsNotReported')
        : t('creditsBilled', formatCredits(record.billed));
  return (
    <section class="card-credits" aria-label={t('creditsLabel')}>
      <p>{line}</p>
    </section>
  );
}
