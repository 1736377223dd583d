import { formatCredits } from '../lib/ui/format';

export interface CreditsSummaryProps {
  /** Credits billed for the shown results; undefined when the API did not say. */
  billed: number | undefined;
}

/**
 * What the shown results cost. One line per fact, so the balance and cache
 * information planned for this region can be added as further lines.
 */
export function CreditsSummary({ billed }: CreditsSummaryProps) {
  return (
    <section class="credits" aria-label="Credits">
      <p>{billed === undefined ? 'Credits not reported' : `${formatCredits(billed)} billed for these results`}</p>
    </section>
  );
}
