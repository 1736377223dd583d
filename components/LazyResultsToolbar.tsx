import { lazyModule } from '../lib/ui/use-lazy';
import type { ResultsToolbarProps } from './ResultsToolbar';
import './result-tools.css';

const useToolbar = lazyModule(() => import('./ResultsToolbar').then((m) => m.ResultsToolbar));

/**
 * Export and "Open all", loaded after the first results are shown: they are not what a
 * person waits for, and the exporters would otherwise weigh on every start of the panel.
 * Until they come, an empty box of the toolbar's height holds their place, so the results
 * below do not jump down under a pointer about to click one.
 */
export function LazyResultsToolbar(props: ResultsToolbarProps) {
  const Toolbar = useToolbar(true);
  return Toolbar ? <Toolbar {...props} /> : <div class="results-toolbar" aria-hidden="true" />;
}
