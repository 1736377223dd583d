import { lazyModule } from '../../lib/ui/use-lazy';

/**
 * The results view, imported once needed. The popup's job is to hand the search to the
 * side panel; the view (results, blocks, credits) is for browsers where no panel opens, so
 * it stays out of the popup's start-up bundle.
 */
export const useLazySearchView = lazyModule(() => import('../../components/SearchView').then((m) => m.SearchView));
