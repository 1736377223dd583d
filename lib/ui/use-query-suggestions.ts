import { useEffect, useState } from 'preact/hooks';
import { suggestFromService, suggestQueries } from './data-actions';
import { historyVersionItem } from '../history/history-version';

/** How long the text must stay as it is before its suggestions are asked for: under a keystroke's gap. */
const SUGGEST_AFTER_MS = 60;
/**
 * The service's own suggestions (opt-in, 1 credit each: the worker decides whether to ask) only
 * after a real pause, and from the third character (DESIGN §4).
 */
const SERVICE_AFTER_MS = 400;

/**
 * Past queries for what is typed, asked of the background (which reads the history; no
 * request leaves the browser) while `open`, and asked again while open when the history
 * changes (a search just made is recorded a moment after its results show). Nothing is read
 * or watched while the list is closed, so opening a page costs nothing here. Each answer
 * replaces the last only if it is for the text still in the box, so a slow answer never
 * overwrites a newer one.
 */
export function useQuerySuggestions(text: string, open: boolean): string[] {
  const [suggestions, setSuggestions] = useState<{ text: string; queries: string[] }>({ text: '', queries: [] });
  // The service's, after the free ones; each kept for the text it answers.
  const [fromService, setFromService] = useState<{ text: string; queries: string[] }>({ text: '', queries: [] });
  useEffect(() => {
    if (!open || text.trim().length < 3) return;
    let current = true;
    const paused = setTimeout(
      () =>
        void suggestFromService(text).then((queries) => {
          if (current) setFromService({ text, queries });
        }),
      SERVICE_AFTER_MS,
    );
    return () => {
      current = false;
      clearTimeout(paused);
    };
  }, [text, open]);
  useEffect(() => {
    if (!open) return;
    let current = true;
    const ask = () =>
      void suggestQueries(text).then((queries) => {
        if (current) setSuggestions({ text, queries });
      });
    // Asked once the typing pauses: each ask reads the history in the worker, and a search sent
    // by Enter right after the last key would wait behind it (npm run bench, "cache hit").
    const typed = setTimeout(ask, SUGGEST_AFTER_MS);
    const unwatch = historyVersionItem.watch(ask);
    return () => {
      current = false;
      clearTimeout(typed);
      unwatch();
    };
  }, [text, open]);
  if (!open) return [];
  const free = suggestions.text === text ? suggestions.queries : [];
  const seen = new Set([text.trim().toLowerCase(), ...free.map((query) => query.toLowerCase())]);
  const paid = fromService.text === text ? fromService.queries.filter((query) => !seen.has(query.toLowerCase())) : [];
  return [...free, ...paid];
}
