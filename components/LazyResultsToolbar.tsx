import { lazyModule } from '../lib/ui/use-lazy';
import type { ResultsToolbarProps } from './ResultsToolbar';

const useToolbar = lazyModule(() => import('./ResultsToolbar').then((m) => m.ResultsToolbar));

/**
 * Export and "Open all", loaded after the first results are shown: they are not what a
 * person waits for, and the exporters would otherwise weigh on every start of the panel.
 */
export function LazyResultsToolbar(props: ResultsToolbarProps) {
  const Toolbar = useToolbar(true);
  return Toolbar ? <Toolbar {...props} /> : null;
}
