import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { draftIsFor, panelDraftItem } from '../search/panel-draft';
import { useStoredItem } from './use-stored-item';

/**
 * Text a surface typed into this window's search box without searching it ("Search this
 * site…", see panel-draft.ts): handed to `type` once per draft, when it is this window's,
 * fresh and newer than the search shown; then the box gets focus with the cursor at its end,
 * where the person's words go. Nothing is sent.
 *
 * `shownSince` is when the shown search started (0: none), undefined until the window's record
 * is read: the draft waits for it, so the record's own prefill cannot overwrite it afterwards.
 */
export function usePanelDraft(
  windowId: number | undefined,
  shownSince: number | undefined,
  queryRef: RefObject<HTMLInputElement>,
  type: (query: string) => void,
): void {
  const draft = useStoredItem(panelDraftItem);
  const [typedAt, setTypedAt] = useState<number>();
  const taken = useRef<number>();

  useEffect(() => {
    if (!draft || shownSince === undefined || taken.current === draft.at) return;
    if (!draftIsFor(draft, windowId, shownSince, Date.now())) return;
    taken.current = draft.at;
    type(draft.query);
    setTypedAt(draft.at);
  }, [draft, windowId, shownSince]);

  // After the render that put the draft in the box.
  useEffect(() => {
    const box = queryRef.current;
    if (typedAt === undefined || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [typedAt]);
}
