import type { DailyUsage } from '../credits/usage-breakdown';
import { formatCredits, formatDayKey, formatNumber } from './format';
import { t } from '../i18n/messages';

/** One bar of the usage chart, in the SVG's own units (the viewBox), plus its words. */
export interface UsageBar {
  day: string;
  credits: number;
  x: number;
  y: number;
  height: number;
  /** "3 Mar: 6 credits", the bar's tooltip and table row. */
  label: string;
}

export interface UsageChartModel {
  bars: UsageBar[];
  total: number;
  /** The bar width in viewBox units. */
  barWidth: number;
  /** The sentence a screen reader hears for the whole chart. */
  summary: string;
}

export const CHART_WIDTH = 300;
export const CHART_HEIGHT = 80;
/** Days without credits still get a sliver, so the axis reads as 30 days, not a gap. */
const EMPTY_BAR_HEIGHT = 1;

/** Lays out credits per day as bars scaled to the busiest day. */
export function usageChartModel(usage: DailyUsage[]): UsageChartModel {
  const slot = CHART_WIDTH / Math.max(1, usage.length);
  const barWidth = Math.max(1, slot * 0.7);
  const most = usage.reduce<DailyUsage | undefined>(
    (top, day) => (!top || day.credits > top.credits ? day : top),
    undefined,
  );
  const max = Math.max(1, most?.credits ?? 0);
  const total = usage.reduce((sum, day) => sum + day.credits, 0);
  const bars = usage.map((day, index): UsageBar => {
    const height = day.credits === 0 ? EMPTY_BAR_HEIGHT : Math.max(2, (day.credits / max) * CHART_HEIGHT);
    return {
      day: day.day,
      credits: day.credits,
      x: index * slot + (slot - barWidth) / 2,
      y: CHART_HEIGHT - height,
      height,
      label: t('chartBar', formatDayKey(day.day), formatCredits(day.credits)),
    };
  });
  const summary =
    total === 0 || !most
      ? t('chartSummaryNone', formatNumber(usage.length))
      : t(
          'chartSummary',
          formatNumber(usage.length),
          formatNumber(total),
          formatDayKey(most.day),
          formatNumber(most.credits),
        );
  return { bars, total, barWidth, summary };
}
