import { normalizeRequest, requestKey } from '../api/normalize-request';
import type { TabQuickLook } from '../browser/tab-quick-look';
import type { SearchMessage } from '../search/search-message';

/**
 * Whether a card page in a frame may send `message` as its tab's quick box search (issue 41,
 * item 3): the shortcut was pressed with nothing selected, so the card is a search box, and its
 * searches are words the person typed (the card sends one only on a trusted Enter, or a trusted
 * Alt+1…8, see components/quick-look/QuickBox.tsx). Issue 38's M1 still holds: a search the
 * box already sent and that is running or answered is never taken again — a card page that loads
 * again shows it by id — while one that failed or is gone may be sent again (Retry, Search
 * anyway, Search again), under a new id. The worker records each one as the tab's quick look.
 */
export function quickBoxAllows(quickLook: TabQuickLook | undefined, message: SearchMessage): boolean {
  if (!quickLook?.box || message.id === undefined) return false;
  // Only a first page, from the quick look, searched as the box sends it: no More results, no Refresh.
  if (message.source !== 'quick-look' || message.more !== undefined || message.refresh) return false;
  const sent = quickLook.message;
  if (!sent) return true;
  if (message.id === sent.id) return false;
  const settledBadly = quickLook.state === 'failed' || quickLook.state === 'gone';
  return settledBadly || !sameSearch(sent.request, message.request);
}

/** Whether two requests are the same search (as the cache keys them), else the same words and type. */
function sameSearch(a: SearchMessage['request'], b: SearchMessage['request']): boolean {
  const first = normalizeRequest(a);
  const second = normalizeRequest(b);
  if (first.ok && second.ok) return requestKey(first.value) === requestKey(second.value);
  return a.query.trim() === b.query.trim() && (a.type ?? 'web') === (b.type ?? 'web');
}
