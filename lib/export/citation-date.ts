import { isDateOnly, isIsoDate } from '../text/result-date';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "3 March 2026", the same in every locale, as citations are usually written in English. */
export function citationDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * A result's date in a citation: an ISO one as "1 August 2023" (a bare day at UTC, so no
 * time zone moves it to the day before), the service's own words ("5 mins ago") as they
 * are — the access date beside them says when that was.
 */
export function citedDate(text: string | undefined): string | undefined {
  if (text === undefined || !isIsoDate(text)) return text;
  const date = new Date(text);
  if (!isDateOnly(text)) return citationDate(date);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
