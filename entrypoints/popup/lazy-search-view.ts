import { useEffect, useState } from 'preact/hooks';
import type { SearchView } from '../../components/SearchView';

/**
 * The results view, imported once `needed` turns true. The popup's job is to hand the
 * search to the side panel; the view (results, blocks, credits) is for browsers where no
 * panel opens, so it stays out of the popup's start-up bundle.
 */
export function useLazySearchView(needed: boolean): typeof SearchView | undefined {
  const [view, setView] = useState<typeof SearchView>();
  useEffect(() => {
    if (!needed || view) return;
    void import('../../components/SearchView').then((module) => setView(() => module.SearchView));
  }, [needed, view]);
  return view;
}
