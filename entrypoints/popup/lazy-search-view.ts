import { lazyModule } from '../../lib/ui/use-lazy';

/**
 * The results view, imported once needed. The popup's job is to hand the search to the
 * side panel; the view (results, blocks, credits) is for browsers where no panel opens, so
 * it stays out of the popup's start-up bundle.
 */
export const useLazySearchView = lazyModule(() => import('./later-views').then((m) => m.SearchView));

/** The expected cost beside Search, imported after the first paint (it reads the credit ledger). */
export const useLazySearchCost = lazyModule(() => import('./later-views').then((m) => m.SearchCost));
