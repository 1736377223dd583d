import { formatNumber } from '../i18n/format-number';
import { t } from '../i18n/messages';
import { SYNC_GROUP_LABELS } from '../settings/sync/sync-group-labels';
import type { SyncReport, SyncState } from '../settings/sync/sync-state';
import { formatTime } from './format';

const label = (name: string) =>
  Object.hasOwn(SYNC_GROUP_LABELS, name) ? t(SYNC_GROUP_LABELS[name as keyof typeof SYNC_GROUP_LABELS]) : name;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const listOf = <T>(value: unknown, keep: (entry: Record<string, unknown>) => boolean): T[] | undefined =>
  Array.isArray(value) ? (value.filter((entry) => isRecord(entry) && keep(entry)) as T[]) : undefined;

/** The stored report, each part on its own: a damaged part is left out, never rendered. */
export function checkSyncReport(stored: unknown): SyncReport {
  if (!isRecord(stored)) return {};
  const { taken, tooLarge, failed, ignored, unavailable } = stored;
  return {
    taken: Array.isArray(taken) ? taken.filter(isString) : undefined,
    tooLarge: listOf(tooLarge, (e) => isString(e.group) && typeof e.bytes === 'number' && typeof e.limit === 'number'),
    ignored: listOf(ignored, (e) => isString(e.group) && typeof e.newer === 'boolean'),
    failed:
      isRecord(failed) && isString(failed.message) && typeof failed.retryAt === 'number'
        ? { message: failed.message, retryAt: failed.retryAt }
        : undefined,
    unavailable: isString(unavailable) ? unavailable : undefined,
  };
}

/** What the options page says about a sync that is on: what was taken, what does not fit, what failed. */
export function syncReportLines({ joined, report: stored }: SyncState): string[] {
  const report = checkSyncReport(stored);
  const lines: string[] = [];
  if (report.unavailable) lines.push(report.unavailable);
  if (joined && report.taken) {
    lines.push(report.taken.length > 0 ? t('syncTakenSome', report.taken.map(label).join(', ')) : t('syncTakenNone'));
  }
  for (const { group, bytes, limit } of report.tooLarge ?? []) {
    lines.push(t('syncTooLarge', label(group), formatNumber(bytes), formatNumber(bytes - limit), formatNumber(limit)));
  }
  if (report.failed) lines.push(t('syncFailed', report.failed.message, formatTime(report.failed.retryAt)));
  for (const { group, newer } of report.ignored ?? []) {
    lines.push(t(newer ? 'syncIgnoredNewer' : 'syncIgnoredMalformed', label(group)));
  }
  return lines;
}
