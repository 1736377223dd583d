import { uiLocale } from './messages';

let numberFormat: Intl.NumberFormat | undefined;

/** A number in the user's locale ("1,000", "1.000"). */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat(uiLocale());
  return numberFormat.format(value);
}
