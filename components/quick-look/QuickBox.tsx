import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { SEARCH_TYPES, searchTypeLabel, type TextSearchType } from '../../lib/api/search-options';
import type { SearchInput } from '../../lib/api/search-input';
import { sendMessage } from '../../lib/messaging';
import { newSearchId } from '../../lib/search/current-search';
import type { ExpectedCost } from '../../lib/search/search-message';
import { searchDefaultsItem } from '../../lib/settings/settings-items';
import type { CardSearch } from '../../lib/ui/use-quick-look';
import { costText } from '../../lib/ui/cost-text';
import { t } from '../../lib/i18n/messages';

/** The search the card shows, as the box compares it with what is typed. */
export interface ShownSearch {
  query: string;
  type?: string | null | undefined;
  /** Failed, or held (gone, ready): the box may send the same words again. */
  again: boolean;
}

export interface QuickBoxProps {
  shown: ShownSearch | undefined;
  /** The id of an answer with results, once it is shown: the first result takes the focus. */
  answered: string | undefined;
  /** Whether a key that spends credits counts (the card's guard: trusted, the card visible and still). */
  allows: (event: KeyboardEvent) => boolean;
  /** Sends a search from the card and shows it (useQuickLook). */
  run: (message: CardSearch) => void;
}

/** A quick box's search of the typed words as `type`, with the stored default options (the worker checks every field). */
async function typed(query: string, type: TextSearchType): Promise<SearchInput> {
  return { ...(await searchDefaultsItem.getValue()), query, type };
}

/** The result links of the card, in order (one per result). */
function resultLinks(): HTMLElement[] {
  return [...document.querySelectorAll('.card-results > li')].flatMap((item) => {
    const link = item.querySelector<HTMLElement>('a');
    return link ? [link] : [];
  });
}

const typeOf = (type: string | null | undefined): TextSearchType =>
  (SEARCH_TYPES as readonly string[]).includes(type ?? '') ? (type as TextSearchType) : 'web';

/**
 * The quick box (issue 41, item 3): the quick-look shortcut with nothing selected opens the card
 * with this box focused. Enter searches the typed words in the card (its cost is shown as they
 * are typed); the arrow keys go down into the results and through them (Enter opens one, at its
 * passage: ResultLink); Alt+1…8 search the same words as another type (from the cache when held).
 * Only the person's keys count: every key is checked `isTrusted`, and those that spend credits go
 * through the card's guard (the card visible and still, issue 38) — a page's synthetic events
 * send nothing. The worker takes the search only from this card page, as its tab's quick box
 * (lib/background/quick-box-rule.ts).
 */
export function QuickBox({ shown, answered, allows, run }: QuickBoxProps) {
  const [query, setQuery] = useState(shown?.query ?? '');
  const [type, setType] = useState<TextSearchType>(typeOf(shown?.type));
  const [cost, setCost] = useState<ExpectedCost>();
  const input = useRef<HTMLInputElement>(null);
  const now = useRef({ query, type, shown });
  now.current = { query, type, shown };

  /** Sends the words as `as`, unless the card shows that very search already (a reloaded card never sends it again). */
  const send = (as: TextSearchType) => {
    const words = now.current.query.trim();
    const current = now.current.shown;
    if (words === '') return;
    if (current && !current.again && current.query === words && typeOf(current.type) === as) {
      resultLinks()[0]?.focus();
      return;
    }
    void typed(words, as).then((request) => run({ id: newSearchId(), request, source: 'quick-look' }));
  };

  // Layout effects, both: the focus is settled in the task that renders, before a key can come.
  useLayoutEffect(() => input.current?.focus(), []);

  useEffect(() => {
    let live = true;
    setCost(undefined);
    if (query.trim() !== '') {
      void typed(query.trim(), type)
        .then((request) => sendMessage('quickLookCost', { request }))
        .then(
          (known) => live && setCost(known),
          () => undefined,
        );
    }
    return () => {
      live = false;
    };
  }, [query, type]);

  useLayoutEffect(() => {
    // The answer came while the person waited in the box, its words unchanged: its first result
    // has the keyboard. Decided as the results render: an effect ran a frame later, after a click
    // back into the box and the first typed letter, and took the letters after it to the link.
    const { query: words, shown: current } = now.current;
    const waited = document.activeElement === input.current && words.trim() === current?.query;
    if (answered !== undefined && waited) resultLinks()[0]?.focus();
  }, [answered]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.isTrusted) return;
      const digit = /^Digit([1-8])$/u.exec(event.code)?.[1];
      if (digit && event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        const next = SEARCH_TYPES[Number(digit) - 1] ?? 'web';
        if (!allows(event)) return;
        setType(next);
        send(next);
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const links = resultLinks();
      const at = links.indexOf(document.activeElement as HTMLElement);
      const inBox = document.activeElement === input.current;
      if (!inBox && at < 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (inBox) links[step > 0 ? 0 : links.length - 1]?.focus();
      else if (at + step < 0) input.current?.focus();
      else links[Math.min(at + step, links.length - 1)]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (allows(event)) send(now.current.type);
  };
  const expanded = answered !== undefined;

  return (
    <div class="quick-box" style={{ margin: '8px 12px 0' }}>
      <label class="visually-hidden" for="quick-box-query">
        {t('searchQueryLabel')}
      </label>
      <div style={{ display: 'flex', gap: '6px' }}>
        <input
          ref={input}
          id="quick-box-query"
          style={{ flex: 1, minWidth: 0 }}
          type="text"
          role="combobox"
          aria-autocomplete="none"
          aria-expanded={expanded ? 'true' : 'false'}
          {...(expanded && { 'aria-controls': 'card-results' })}
          aria-describedby="quick-box-keys"
          autocomplete="off"
          spellcheck={false}
          maxLength={2048}
          value={query}
          // Only the person's typing changes the words (a page cannot type into this frame; a script's event is not trusted).
          onInput={(event) => {
            const field = event.currentTarget;
            if (event.isTrusted) setQuery(field.value);
            else field.value = now.current.query;
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" class="primary" onClick={() => send(now.current.type)}>
          {t('searchButton')}
        </button>
      </div>
      <p id="quick-box-keys" class="muted" style={{ margin: '4px 0 0', fontSize: '12px' }}>
        {t('quickBoxKeys', searchTypeLabel(type))}
        {query.trim() !== '' && <span> · {costText(cost?.kind === 'unknown' ? undefined : cost)}</span>}
      </p>
    </div>
  );
}
