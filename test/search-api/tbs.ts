/**
 * The live service's `tbs` (Google's "to be searched" filters), as the extension sends it: a
 * preset age (`qdr:h|d|w|m|y`, optionally with a count: `qdr:d3`), or a custom range
 * (`cdr:1,cd_min:M/D/YYYY,cd_max:M/D/YYYY`, either bound may be left out), then `sbd:1` for
 * newest first (`qdr:d,sbd:1`, `cdr:1,cd_min:1/1/2024,cd_max:1/31/2024,sbd:1`, or `sbd:1` alone).
 */
export interface TimeFilter {
  /** Oldest age (ms) of a dated item. */
  maxAgeMs?: number;
  /** A custom range: dated items from the start of `fromMs`'s day to the end of `toMs`'s (UTC). */
  window?: { fromMs?: number; toMs?: number };
  /** Sorted by date, newest first (`sbd:1`). */
  newestFirst?: boolean;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Hours in one unit of `qdr:<unit><count>`. */
const UNIT_HOURS: Readonly<Record<string, number>> = { h: 1, d: 24, w: 7 * 24, m: 30 * 24, y: 365 * 24 };
const QDR = /^qdr:([hdwmy])(\d{0,3})$/u;
const DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/u;

/** `1/31/2024` (or `01/31/2024`) as the UTC midnight it starts at; undefined when it is no day. */
function dayStart(text: string): number | undefined {
  const match = DAY.exec(text);
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : undefined;
}

/** What a `tbs` asks for, or undefined when it is not one the service takes (a 400). */
export function parseTbs(tbs: string): TimeFilter | undefined {
  const filter: TimeFilter = {};
  const parts = tbs.split(',');
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    const qdr = QDR.exec(part);
    if (qdr) {
      if (filter.maxAgeMs !== undefined || filter.window || qdr[2] === '0') return undefined;
      const count = qdr[2] === '' || qdr[2] === undefined ? 1 : Number(qdr[2]);
      filter.maxAgeMs = count * (UNIT_HOURS[qdr[1] ?? 'h'] ?? 1) * HOUR_MS;
    } else if (part === 'cdr:1') {
      if (filter.maxAgeMs !== undefined || filter.window) return undefined;
      const window: NonNullable<TimeFilter['window']> = {};
      // Its bounds follow it: cd_min, then cd_max, each optional but not both.
      for (const [name, key] of [
        ['cd_min', 'fromMs'],
        ['cd_max', 'toMs'],
      ] as const) {
        const next = parts[index + 1];
        if (!next?.startsWith(`${name}:`)) continue;
        const time = dayStart(next.slice(name.length + 1));
        if (time === undefined) return undefined;
        window[key] = key === 'toMs' ? time + DAY_MS : time;
        index += 1;
      }
      if (window.fromMs === undefined && window.toMs === undefined) return undefined;
      if (window.fromMs !== undefined && window.toMs !== undefined && window.fromMs >= window.toMs) return undefined;
      filter.window = window;
    } else if (part === 'sbd:1') {
      if (filter.newestFirst) return undefined;
      filter.newestFirst = true;
    } else return undefined;
  }
  return filter;
}

/** Whether `tbs` is a filter the service takes. */
export function isTbs(tbs: string): boolean {
  return parseTbs(tbs) !== undefined;
}
