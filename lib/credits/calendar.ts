/**
 * Calendar days and months in the user's time zone, as sortable keys ("2026-03-31",
 * "2026-03"). Passing the zone keeps the ledger's arithmetic testable across zones.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const id = timeZone ?? '';
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(id, format);
  }
  return format;
}

/** "YYYY-MM-DD" of the instant in the zone (the system's when omitted). */
export function dayKey(at: number, timeZone?: string): string {
  const parts = formatter(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** "YYYY-MM" of the instant in the zone. */
export function monthKey(at: number, timeZone?: string): string {
  return dayKey(at, timeZone).slice(0, 7);
}

/** The last `count` day keys ending with the day of `now`, oldest first (calendar days, DST-safe). */
export function lastDays(now: number, count: number, timeZone?: string): string[] {
  const [year, month, day] = dayKey(now, timeZone).split('-').map(Number) as [number, number, number];
  const days: string[] = [];
  for (let offset = count - 1; offset >= 0; offset -= 1) {
    // Date.UTC normalizes day underflow across months and years; no zone is involved.
    days.push(new Date(Date.UTC(year, month - 1, day - offset)).toISOString().slice(0, 10));
  }
  return days;
}
