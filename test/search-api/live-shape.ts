import type { Reply } from './reply';
import { jsonReply } from './reply';
import type { SearchSuccessBody } from './types';

/**
 * The live service's ways of answering, as recorded (recordings/errors.json and the
 * success bodies): no `status` on success, `q` echoed instead of `query`, dates as
 * words, and errors as `{message, statusCode}` — 403 for a bad key, 400 for no credits.
 */
export function liveError(status: number, message: string, headers: Record<string, string> = {}): Reply {
  return jsonReply(status, { message, statusCode: status }, headers);
}

export const LIVE_UNAUTHORIZED = (): Reply => liveError(403, 'Unauthorized.');
export const LIVE_NO_CREDITS = (): Reply => liveError(400, 'Not enough credits');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

const HOUR_MS = 3_600_000;

/** "3 minutes ago", "10 hours ago", "1 day ago" or "Aug 1, 2023", the way the live service writes dates. */
export function liveDate(iso: string, now: number): string {
  const time = Date.parse(iso);
  const age = now - time;
  if (age >= 0 && age < HOUR_MS) return ago(Math.max(1, Math.floor(age / 60_000)), 'minute');
  if (age >= 0 && age < DAY_MS) return ago(Math.floor(age / HOUR_MS), 'hour');
  if (age >= 0 && age < 7 * DAY_MS) return ago(Math.floor(age / DAY_MS), 'day');
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const ago = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** A spec-mode success body as the live service would send it for the same answer. */
export function toLiveShape(body: SearchSuccessBody, now: number): Record<string, unknown> {
  const { searchParameters: parameters } = body;
  return {
    searchParameters: {
      q: parameters.query,
      ...(parameters.country !== undefined && { gl: parameters.country.toLowerCase() }),
      type: 'search',
      num: parameters.numberOfResults,
      ...(parameters.page !== undefined && { page: parameters.page }),
      engine: parameters.engine,
    },
    ...(body.knowledgeGraph && { knowledgeGraph: body.knowledgeGraph }),
    organic: body.organic.map(({ date, ...result }) => ({
      ...result,
      // Unknown dates are left out, never null.
      ...(typeof date === 'string' && { date: liveDate(date, now) }),
    })),
    ...(body.relatedSearches && { relatedSearches: body.relatedSearches }),
    credits: body.credits,
  };
}
