import type { SiteLists } from '../../lib/sites/arrange-results';
import { parseSiteList, type SiteLineProblem } from '../../lib/sites/site-hosts';
import { siteListsItem } from '../../lib/settings/site-lists-item';
import { formatNumber } from '../../lib/i18n/format-number';
import { t, type MessageKey } from '../../lib/i18n/messages';

/** The two text areas as typed: one site per line. */
export interface SiteListsForm {
  blocked: string;
  pinned: string;
}

export interface SiteListsSaveOutcome {
  /** One sentence per line that was not saved, naming the list and the line. */
  problems: string[];
  /** The lists as stored, one host per line, for each list whose every line was saved. */
  saved: Partial<SiteListsForm>;
}

const LABELS: Record<keyof SiteListsForm, MessageKey> = {
  blocked: 'blockedSitesLabel',
  pinned: 'pinnedSitesLabel',
};

const PROBLEMS: Record<SiteLineProblem, MessageKey> = {
  spaces: 'siteLineSpaces',
  scheme: 'siteLineScheme',
  'no-host': 'siteLineNoHost',
  path: 'siteLinePath',
  wildcard: 'siteLineWildcard',
  invalid: 'siteLineInvalid',
};

/** Long enough to recognize a line, short enough for one line of the alert. */
const SHOWN_LINE_LENGTH = 60;

/** The lists as the text areas show them. */
export function siteListsText(lists: SiteLists): SiteListsForm {
  return { blocked: lists.blocked.join('\n'), pinned: lists.pinned.join('\n') };
}

/**
 * Stores every line that names a site and reports each one that does not, by list and line
 * number. A list with a bad line keeps its text as typed, so the person can mend that line.
 */
export async function saveSiteLists(form: SiteListsForm): Promise<SiteListsSaveOutcome> {
  const problems: string[] = [];
  const saved: SiteListsSaveOutcome['saved'] = {};
  const lists: SiteLists = { blocked: [], pinned: [] };
  for (const list of ['blocked', 'pinned'] as const) {
    const parsed = parseSiteList(form[list]);
    lists[list] = parsed.hosts;
    if (parsed.invalid.length === 0) saved[list] = parsed.hosts.join('\n');
    for (const { line, text, problem } of parsed.invalid) {
      const shown = text.length > SHOWN_LINE_LENGTH ? `${text.slice(0, SHOWN_LINE_LENGTH - 1)}…` : text;
      problems.push(t('siteLineNotSaved', t(LABELS[list]), formatNumber(line), shown, t(PROBLEMS[problem])));
    }
  }
  await siteListsItem.setValue(lists);
  return { problems, saved };
}
