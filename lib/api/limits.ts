import { MAX_DATE_TEXT_LENGTH } from '../text/result-date';

/** Bounds applied to every answer before it is rendered or stored (DESIGN §4 Responses). */
export const LIMITS = {
  results: 100,
  related: 20,
  attributes: 50,
  /** Facts under one organic result: a line, not a table. */
  resultAttributes: 6,
  sitelinks: 8,
  questions: 10,
  stories: 10,
  title: 300,
  snippet: 1000,
  url: 2048,
  description: 2000,
  answer: 2000,
  label: 100,
  value: 500,
  /** Dates the service sends as text ("10 hours ago"). */
  date: MAX_DATE_TEXT_LENGTH,
  /** Short values of the typed items: a duration, a price, a phone number, a merchant. */
  short: 100,
  address: 300,
  /** Pixel sizes an image may claim (the largest real photos are a few tens of thousands wide). */
  pixels: 100_000,
} as const;
