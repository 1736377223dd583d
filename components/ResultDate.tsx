import { isIsoDate } from '../lib/text/result-date';
import { formatDate } from '../lib/ui/format';

/**
 * A date the service gave (a result's, the answer's, a story's): an ISO date in the reader's
 * format as a machine-readable <time>; the service's own words ("10 hours ago") as they are.
 */
export function ResultDate({ date }: { date: string | undefined }) {
  if (!date) return null;
  const shown = formatDate(date);
  return isIsoDate(date) ? <time dateTime={date}>{shown}</time> : <span>{shown}</span>;
}

/** The dot between a source and its date: seen, not read aloud. */
export function MetaSeparator() {
  return <span aria-hidden="true"> · </span>;
}
