import { cleanText } from './clean-text';

/** Dates the service sends as text ("10 hours ago") are capped at this many characters. */
export const MAX_DATE_TEXT_LENGTH = 60;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/u;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/u;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// The live service writes dates the way its `hl` language does; English ones are common enough to read.
const MONTH_DAY_YEAR = /^([a-z]{3})[a-z]*\.? (\d{1,2}), (\d{4})$/iu;
const DAY_MONTH_YEAR = /^(\d{1,2}) ([a-z]{3})[a-z]*\.? (\d{4})$/iu;

/** Whether a stored result date is ISO 8601 (formatted in the reader's locale) rather than the service's own text. */
export function isIsoDate(text: string): boolean {
  return ISO_DATE.test(text) && !Number.isNaN(Date.parse(text));
}

/** A calendar day with no time: formatted at UTC so no time zone moves it to the day before. */
export function isDateOnly(text: string): boolean {
  return DATE_ONLY.test(text);
}

function isoDay(year: number, monthName: string, day: number): string | undefined {
  const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
  if (month === 0 || day < 1) return undefined;
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls "Feb 30" over into March: such a day is not a day, keep the text.
  if (probe.getUTCMonth() !== month - 1) return undefined;
  return probe.toISOString().slice(0, 10);
}

/**
 * A result date as it is stored: ISO 8601 kept as sent; an unambiguous English day
 * ("Aug 1, 2023", "1 August 2023") as its ISO day; anything else ("10 hours ago",
 * "2018年11月18日") as the service's own text, cleaned and capped — never dropped.
 */
export function normalizeResultDate(raw: string): string | undefined {
  const text = cleanText(raw, MAX_DATE_TEXT_LENGTH);
  if (text === '') return undefined;
  if (isIsoDate(text)) return text;
  const monthFirst = MONTH_DAY_YEAR.exec(text);
  if (monthFirst) return isoDay(Number(monthFirst[3]), monthFirst[1] ?? '', Number(monthFirst[2])) ?? text;
  const dayFirst = DAY_MONTH_YEAR.exec(text);
  if (dayFirst) return isoDay(Number(dayFirst[3]), dayFirst[2] ?? '', Number(dayFirst[1])) ?? text;
  return text;
}
