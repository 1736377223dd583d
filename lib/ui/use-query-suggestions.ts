import { useEffect, useState } from 'preact/hooks';
import { suggestQueries } from './data-actions';

/**
 * Past queries for what is typed, asked of the background (which reads the history; no
 * request leaves the browser), while `open`. Each answer replaces the last only if it is
 * for the text still in the box, so a slow answer never overwrites a newer one.
 */
export function useQuerySuggestions(text: string, open: boolean): string[] {
  const [suggestions, setSuggestions] = useState<{ text: string; queries: string[] }>({ text: '', queries: [] });
  useEffect(() => {
    if (!open) return;
    let current = true;
    void suggestQueries(text).then((queries) => {
      if (current) setSuggestions({ text, queries });
    });
    return () => {
      current = false;
    };
  }, [text, open]);
  return open && suggestions.text === text ? suggestions.queries : [];
}
