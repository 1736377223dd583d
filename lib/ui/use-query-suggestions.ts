import { useEffect, useState } from 'preact/hooks';
import { suggestQueries } from './data-actions';
import { historyVersionItem } from '../history/history-version';
import { useStoredItem } from './use-stored-item';

/**
 * Past queries for what is typed, asked of the background (which reads the history; no
 * request leaves the browser), while `open`, and asked again when the history changes (a
 * search just made is recorded a moment after its results show). Each answer replaces the
 * last only if it is for the text still in the box, so a slow answer never overwrites a newer one.
 */
export function useQuerySuggestions(text: string, open: boolean): string[] {
  const [suggestions, setSuggestions] = useState<{ text: string; queries: string[] }>({ text: '', queries: [] });
  const historyVersion = useStoredItem(historyVersionItem);
  useEffect(() => {
    if (!open) return;
    let current = true;
    void suggestQueries(text).then((queries) => {
      if (current) setSuggestions({ text, queries });
    });
    return () => {
      current = false;
    };
  }, [text, open, historyVersion]);
  return open && suggestions.text === text ? suggestions.queries : [];
}
