import { summarize } from '../lib/credits/credit-ledger';
import type { CurrentSearch } from '../lib/search/current-search';
import { openSettings } from '../lib/ui/browser-actions';
import { formatCredits, formatNumber, formatRelativeTime, formatTime } from '../lib/ui/format';
import { useNow } from '../lib/ui/use-now';
import { useCreditLedger, useServiceBalance, useUsagePreferences } from '../lib/ui/use-usage-data';
import { withServiceBalance } from '../lib/credits/service-balance';
import { apiBaseUrlItem } from '../lib/settings/settings-items';
import { useStoredItem } from '../lib/ui/use-stored-item';
import { t } from '../lib/i18n/messages';

type SuccessState = Extract<CurrentSearch, { status: 'success' }>;
type ErrorState = Extract<CurrentSearch, { status: 'error' }>;

export interface CreditsSummaryProps {
  /** The shown results (what they cost and where they came from), or a search the API refused for lack of credits. */
  state: SuccessState | ErrorState;
  /** Runs the shown search again, bypassing the cache. */
  onRefresh: () => void;
}

/**
 * What the shown results cost (0 when served from the cache or the history, saying so),
 * what was spent today and this month, and the balance when one is known (DESIGN §3, §4).
 * Reads the ledger from storage, so it follows every search, wherever it ran.
 */
export function CreditsSummary({ state, onRefresh }: CreditsSummaryProps) {
  const ledger = useCreditLedger();
  const preferences = useUsagePreferences();
  const service = useServiceBalance();
  const baseUrl = useStoredItem(apiBaseUrlItem);
  const now = useNow();
  const summary = ledger && withServiceBalance(summarize(ledger, now), ledger, service, baseUrl);
  const low =
    summary?.remaining !== undefined &&
    preferences !== undefined &&
    !summary.exhausted &&
    summary.remaining <= preferences.lowBalanceThreshold;

  return (
    <section class="credits" aria-label={t('creditsLabel')}>
      <div class="credits-head">
        <p>{state.status === 'success' ? costLine(state, now) : t('creditsRefused')}</p>
        {state.status === 'success' && (
          <button type="button" class="small" onClick={onRefresh} title={t('refreshTitle')}>
            {t('refresh')}
          </button>
        )}
      </div>
      {summary && <p>{todayLine(summary.billedToday, summary.billedThisMonth, preferences?.dailyBudget)}</p>}
      {summary?.remaining !== undefined && (
        <p class="credits-remaining">
          {t('creditsRemaining', formatCredits(summary.remaining))}
          {summary.remainingAt !== undefined && (
            <span class="muted">
              {' · '}
              {summary.billedSince
                ? t('creditsRemainingAsOfLess', formatTime(summary.remainingAt), formatCredits(summary.billedSince))
                : t('creditsRemainingAsOf', formatTime(summary.remainingAt))}
            </span>
          )}
          {low && (
            <>
              {' '}
              <span class="warning-tag">{t('lowBalance')}</span>
            </>
          )}
        </p>
      )}
      {summary?.exhausted && (
        <div class="notice notice-warning">
          <p>
            <strong>{t('outOfCredits')}</strong>
          </p>
          <p>{t('outOfCreditsHint')}</p>
          <button type="button" onClick={() => void openSettings()}>
            {t('openSettings')}
          </button>
        </div>
      )}
      {summary !== undefined && summary.savedByCache > 0 && (
        <p>{t('savedByCache', formatCredits(summary.savedByCache))}</p>
      )}
    </section>
  );
}

/** "Today: 3 · This month: 12", or with a daily budget "Today: 3 of 10 credits · This month: 12". */
function todayLine(today: number, month: number, budget: number | undefined): string {
  return budget === undefined
    ? t('creditsTodayMonth', formatNumber(today), formatNumber(month))
    : t('creditsTodayOfBudget', formatNumber(today), formatNumber(budget), formatNumber(month));
}

/** The first line: what these results cost, and why 0 when they came from storage. */
function costLine(state: SuccessState, now: number): string {
  // Further pages (More results) add what each of them was billed; one the service did not
  // say makes the whole unknown (an unknown cost is never shown as less than it was).
  const billedPages = (state.pages ?? []).filter((page) => page.cachedAt === undefined);
  const unreportedPage = billedPages.some((page) => page.billed === undefined);
  const pagesBilled = billedPages.reduce((sum, page) => sum + (page.billed ?? 0), 0);
  const pagesFree = pagesBilled === 0 && !unreportedPage;
  if (pagesFree && state.historyId !== undefined) {
    return state.cachedAt === undefined
      ? t('costFromHistory')
      : t('costFromHistorySearched', formatRelativeTime(state.cachedAt, now));
  }
  if (pagesFree && state.cachedAt !== undefined) return t('costCached', formatRelativeTime(state.cachedAt, now));
  // Records written before `billed` existed carry the API's figure only in the response.
  const first = state.billed ?? (state.pages === undefined ? state.response.credits : undefined);
  return first === undefined || unreportedPage
    ? t('creditsNotReported')
    : t('creditsBilled', formatCredits(first + pagesBilled));
}
