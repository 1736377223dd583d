import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { AnswerBox } from '../../components/AnswerBox';
import { ErrorNotice } from '../../components/ErrorNotice';
import { KnowledgePanel } from '../../components/KnowledgePanel';
import { CardCredits } from '../../components/quick-look/CardCredits';
import { CardResults } from '../../components/quick-look/CardResults';
import { CardSummarize } from '../../components/quick-look/CardSummarize';
import { openResultsPanel, panelApis } from '../../lib/browser/results-panel';
import { resultsTabSearch, resultsTabUrl } from '../../lib/search/results-tab';
import { sendMessage } from '../../lib/messaging';
import { displayPreferencesItem } from '../../lib/settings/settings-items';
import { costText } from '../../lib/ui/cost-text';
import { openInNewTab } from '../../lib/ui/open-tabs';
import { useResultsMarks } from '../../lib/ui/perf-marks';
import { useQuickLook, type CardState } from '../../lib/ui/use-quick-look';
import { useStoredItem } from '../../lib/ui/use-stored-item';
import { useVisibilityGuard } from '../../lib/ui/use-visibility-guard';
import { t } from '../../lib/i18n/messages';

/** What a click on these does is spent credits or an opened site: the visibility check guards them. */
const GUARDED = 'a[href], button:not([data-unguarded])';

/**
 * The quick-look card (DESIGN §3 quick look, §4 In the page): in a frame beside the selected
 * words, or in a tab of its own at `quick-look.html?q=…`. One search's answer — the answer box
 * or the knowledge panel, the first results, what it cost — and Open in side panel, which shows
 * the same answer there by id, for no second charge.
 */
export function App() {
  const { state, cost, windowId, injected, rerun } = useQuickLook();
  const root = useRef<HTMLElement>(null);
  const isVisible = useVisibilityGuard(root);
  const [covered, setCovered] = useState(false);
  const display = useStoredItem(displayPreferencesItem);
  const running = state.kind === 'search' && !state.outcome ? state.message : undefined;
  const success = state.kind === 'search' && state.outcome?.ok ? state.outcome : undefined;
  useResultsMarks(success?.record.id);

  const close = () => {
    if (injected) void sendMessage('closeQuickLook', undefined).catch(() => undefined);
  };

  useEffect(() => {
    // In a page, the card has the keyboard: the person asked for it (and Escape must reach it).
    if (injected) root.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    // On the key's release: the frame goes with the card, and a key still held down would be
    // left without the frame it was pressed in.
    document.addEventListener('keyup', onKey);
    return () => document.removeEventListener('keyup', onKey);
  }, []);

  /** Lets a click on a link or a button act only while the card is really visible (clickjacking). */
  const guard = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(GUARDED) : null;
    if (!target) return;
    if (isVisible()) {
      setCovered(false);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    setCovered(true);
  };

  const openInPanel = () => {
    // First, synchronously inside the click: sidePanel.open refuses after an await.
    const opened = openResultsPanel(panelApis(), windowId);
    // A search still running, or refused, is the window's current search already: the panel shows it.
    if (!success) {
      void opened.then((panel) => panel && close());
      return;
    }
    const { id, request } = success.record;
    // The window's current search becomes this answer, by id: the panel shows it without a request.
    const shown = sendMessage('showInWindow', { id, request, ...(windowId !== undefined && { windowId }) });
    void Promise.all([opened, shown.catch(() => ({ ok: false }))]).then(([panel]) => {
      if (!panel) {
        // The results tab's address names the search by id only; its query is handed over first (results-tab.ts).
        const page = resultsTabUrl(browser.runtime.getURL('/sidepanel.html'), id);
        return resultsTabSearch(id)
          .setValue({ request, source: 'quick-look' })
          .catch(() => undefined)
          .then(() => openInNewTab(page, { active: true, ...(windowId !== undefined && { windowId }) }));
      }
      close();
    });
  };

  return (
    <section
      ref={root}
      class="quick-look"
      aria-label={t('quickLookLabel')}
      aria-busy={state.kind === 'starting' || running ? 'true' : 'false'}
      tabIndex={-1}
      onClickCapture={guard}
      onAuxClickCapture={guard}
      onKeyDownCapture={(event) => event.key === 'Enter' && guard(event)}
    >
      <header class="card-head">
        <p class="card-query">{state.kind === 'search' ? state.message.request.query : t('quickLookLabel')}</p>
        {injected && (
          <button type="button" class="small" data-unguarded onClick={close}>
            {t('quickLookClose')}
          </button>
        )}
      </header>
      {covered && (
        <p class="notice notice-warning" role="alert">
          {t('quickLookCovered')}
        </p>
      )}
      <CardBody
        state={state}
        costLine={costText(cost?.kind === 'unknown' ? undefined : cost)}
        linkTarget={display?.openLinksIn ?? 'new-tab'}
        rerun={rerun}
      />
      {state.kind === 'search' && (
        <footer class="card-foot">
          {success && <CardCredits record={success.record} now={Date.now()} />}
          {success && 'Summarizer' in self && (
            <CardSummarize response={success.response} query={state.message.request.query} onHandOver={openInPanel} />
          )}
          <button type="button" class="primary" data-unguarded onClick={openInPanel}>
            {t('quickLookOpenInPanel')}
          </button>
        </footer>
      )}
    </section>
  );
}

interface CardBodyProps {
  state: CardState;
  costLine: string;
  linkTarget: 'new-tab' | 'background-tab' | 'current-tab';
  rerun: ReturnType<typeof useQuickLook>['rerun'];
}

function CardBody({ state, costLine, linkTarget, rerun }: CardBodyProps) {
  switch (state.kind) {
    case 'starting':
      return <Skeleton />;
    case 'ended':
      return <p class="muted card-empty">{t('quickLookEnded')}</p>;
    case 'nothing-selected':
      return <p class="muted card-empty">{t('quickLookNothingSelected')}</p>;
    case 'search': {
      const { message, outcome } = state;
      if (!outcome) {
        return (
          <>
            <p role="status" class="muted card-status">
              {t('quickLookSearching', costLine)}
            </p>
            <Skeleton />
          </>
        );
      }
      if (!outcome.ok) {
        return (
          <ErrorNotice
            error={outcome.error}
            onRetry={() => rerun({})}
            onSearchAnyway={() => rerun({ overBudgetOk: true })}
          />
        );
      }
      const { response } = outcome;
      return (
        <div class="card-body">
          {message.note && <p class="search-note">{message.note}</p>}
          {response.answerBox ? (
            <AnswerBox answer={response.answerBox} linkTarget={linkTarget} />
          ) : (
            response.knowledgeGraph && <KnowledgePanel graph={response.knowledgeGraph} linkTarget={linkTarget} />
          )}
          <CardResults response={response} linkTarget={linkTarget} />
        </div>
      );
    }
  }
}

/** Grey blocks the size of the card's content, while the answer is on its way. */
function Skeleton() {
  return (
    <div class="card-skeleton" aria-hidden="true">
      <span />
      <span />
      <span />
      <span />
    </div>
  );
}
