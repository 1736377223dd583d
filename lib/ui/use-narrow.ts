import { useEffect, useState } from 'preact/hooks';

/** Below this width the page is a side panel (Chrome's is 320–400 px wide by default), not a tab. */
const NARROW = '(max-width: 479px)';

// One query for the page: each answer mounts the view that asks, and a new query costs the render a media evaluation.
let narrowQuery: MediaQueryList | undefined;

/** Whether the page is as narrow as a side panel, following it as the person resizes the panel. */
export function useNarrow(): boolean {
  narrowQuery ??= matchMedia(NARROW);
  const query = narrowQuery;
  const [narrow, setNarrow] = useState(() => query.matches);
  useEffect(() => {
    const onChange = () => setNarrow(query.matches);
    // A resize between the render and this effect is not missed.
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [query]);
  return narrow;
}
