import type { RefObject } from 'preact';
import { useEffect, useRef, type Dispatch, type StateUpdater } from 'preact/hooks';
import type { SearchFormValue } from '../../components/SearchForm';
import type { CurrentSearch, SuccessRecord } from '../../lib/search/current-search';
import { requestKey } from '../../lib/api/normalize-request';
import { formFromRequest } from '../../lib/ui/search-fields';

/**
 * Prefills the form with each new search shown, wherever it was started (and again when a
 * search named by id turns out to have options: a results tab learns them with its results).
 */
export function useFormPrefill(
  shown: CurrentSearch | null | undefined,
  gone: SuccessRecord | undefined,
  queryRef: RefObject<HTMLInputElement>,
  setForm: Dispatch<StateUpdater<SearchFormValue>>,
): void {
  const prefilledId = useRef<string>();
  /** The query the last prefill put in the box: text other than it was typed by the person. */
  const prefilledQuery = useRef('');
  useEffect(() => {
    const current = shown ?? gone;
    if (!current || current.request.query === '') return;
    const prefill = `${current.id}|${requestKey(current.request)}`;
    if (prefill === prefilledId.current) return;
    prefilledId.current = prefill;
    // Not over what the person is typing: another view of this window (a results tab, the
    // popup) may change the window's search while this box has the focus and text not sent yet.
    // The type and options follow all the same: the selected type tab names the results shown,
    // and the typed text is sent as that type (a stale Images tab sent a web query as images).
    const next = formFromRequest(current.request);
    const box = queryRef.current;
    const typed = box?.value ?? '';
    if (box === document.activeElement && typed !== prefilledQuery.current && typed !== next.query) {
      setForm((value) => ({ ...next, query: value.query }));
      return;
    }
    prefilledQuery.current = next.query;
    setForm(next);
  }, [shown, gone]);
}
