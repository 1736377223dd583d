import { useEffect, useState } from 'preact/hooks';

/** Below this width the page is a side panel (Chrome's is 320–400 px wide by default), not a tab. */
const NARROW = '(max-width: 479px)';

/** Whether the page is as narrow as a side panel, following it as the person resizes the panel. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => matchMedia(NARROW).matches);
  useEffect(() => {
    const query = matchMedia(NARROW);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}
