import type { DailyUsage } from '../../lib/credits/usage-breakdown';
import { CHART_HEIGHT, CHART_WIDTH, usageChartModel } from '../../lib/ui/usage-chart';
import { formatDayKey, formatNumber } from '../../lib/ui/format';
import { t } from '../../lib/i18n/messages';

export interface UsageChartProps {
  usage: DailyUsage[];
}

/**
 * Credits per day as bars (hand-drawn SVG: a chart library would outweigh the page).
 * The picture is one image with a summary for screen readers; the figures themselves
 * are in the table below it, for anyone.
 */
export function UsageChart({ usage }: UsageChartProps) {
  const { bars, barWidth, summary } = usageChartModel(usage);
  const first = usage[0];
  return (
    <div class="usage-chart">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height="96"
      >
        <line class="usage-axis" x1={0} y1={CHART_HEIGHT} x2={CHART_WIDTH} y2={CHART_HEIGHT} />
        {bars.map((bar) => (
          <g key={bar.day} class={bar.credits === 0 ? 'usage-day empty' : 'usage-day'}>
            <title>{bar.label}</title>
            {/* The whole column answers the pointer, so a short bar still shows its tooltip. */}
            <rect class="usage-hit" x={bar.x} y={0} width={barWidth} height={CHART_HEIGHT} />
            <rect class="usage-bar" x={bar.x} y={bar.y} width={barWidth} height={bar.height} />
          </g>
        ))}
      </svg>
      {first && (
        <div class="usage-axis-labels" aria-hidden="true">
          <span>{formatDayKey(first.day)}</span>
          <span>{t('today')}</span>
        </div>
      )}
      <details class="usage-table">
        <summary>{t('showAsTable')}</summary>
        <table>
          <caption>{t('creditsPerDay')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dayColumn')}</th>
              <th scope="col">{t('creditsLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {usage.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{formatDayKey(day.day)}</time>
                </th>
                <td>{formatNumber(day.credits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
