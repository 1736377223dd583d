import { useRef, useState } from 'preact/hooks';
import { lazyModule } from '../../lib/ui/use-lazy';

const useHistoryView = lazyModule(() => import('../../components/HistoryView').then((m) => m.HistoryView));

/**
 * The history, which replaces the results view while open (the search form stays): whether it
 * is open, its view once loaded, and the button that toggles it, which has the focus back on close.
 */
export function useHistoryPanel() {
  const [showsHistory, setShowsHistory] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The history (and the database code it reads with) loads when first opened.
  const HistoryView = useHistoryView(showsHistory);
  const closeHistory = () => {
    setShowsHistory(false);
    toggleRef.current?.focus();
  };
  return { showsHistory, setShowsHistory, toggleRef, HistoryView, closeHistory };
}
