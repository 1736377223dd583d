import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';
import type { CurrentSearch } from '../lib/search/current-search';
import { panelNoticeItem } from '../lib/search/panel-notice';
import { useStoredItem } from '../lib/ui/use-stored-item';

export interface PanelNoticeProps {
  state: CurrentSearch | null | undefined;
  /** This page's window: a notice for another window's panel is not shown here. */
  windowId: number | undefined;
  /** The search box, focused when a notice arrives: typing is what the person can do next. */
  queryRef: RefObject<HTMLInputElement>;
}

/**
 * Why the panel opened without a search (the selection shortcut with nothing selected),
 * shown until a newer search starts.
 */
export function PanelNotice({ state, windowId, queryRef }: PanelNoticeProps) {
  const notice = useStoredItem(panelNoticeItem);
  const forThisWindow = notice && (notice.windowId === undefined || notice.windowId === windowId);
  const current = forThisWindow && notice.at > (state?.startedAt ?? 0) ? notice : undefined;
  useEffect(() => {
    if (current) queryRef.current?.focus();
  }, [current?.at]);
  if (!current) return null;
  return (
    <p class="search-note" role="status">
      {current.text}
    </p>
  );
}
