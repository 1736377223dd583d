import { useRef } from 'preact/hooks';
import { AnswerBox } from '../../components/AnswerBox';
import { ErrorNotice } from '../../components/ErrorNotice';
import { KnowledgePanel } from '../../components/KnowledgePanel';
import { CardCredits } from '../../components/quick-look/CardCredits';
import { CardResults } from '../../components/quick-look/CardResults';
import { sendMessage } from '../../lib/messaging';
import { displayPreferencesItem } from '../../lib/settings/settings-items';
import { answerInPanel, draftInPanel, searchInPanel } from '../../lib/ui/card-hand-over';
import { costText } from '../../lib/ui/cost-text';
import { useResultsMarks } from '../../lib/ui/perf-marks';
import { useAnswerShownReport } from '../../lib/ui/use-answer-shown-report';
import { useCardGuard } from '../../lib/ui/use-card-guard';
import { useCardKeyboard } from '../../lib/ui/use-card-keyboard';
import { useQuickLook, type CardState } from '../../lib/ui/use-quick-look';
import { useStoredItem } from '../../lib/ui/use-stored-item';
import { lazyModule } from '../../lib/ui/use-lazy';
import { t } from '../../lib/i18n/messages';

/** Summarize (on the device), loaded once an answer is shown where the browser has the model: not in the card's start. */
const useCardSummarize = lazyModule(() =>
  import('../../components/quick-look/CardSummarize').then((m) => m.CardSummarize),
);

/** The quick box (issue 41), loaded only for a card opened with nothing selected. */
const useQuickBox = lazyModule(() => import('../../components/quick-look/QuickBox').then((m) => m.QuickBox));

/**
 * The quick-look card (DESIGN §3 quick look, §4 In the page): in a frame beside the selected
 * words, or in a tab of its own at `quick-look.html?q=…`. One search's answer — the answer box
 * or the knowledge panel, the first results, what it cost — and Open in side panel, which shows
 * the same answer there by id, for no second charge.
 */
export function App() {
  const { state, cost, windowId, injected, rerun, box, run } = useQuickLook();
  const root = useRef<HTMLElement>(null);
  const display = useStoredItem(displayPreferencesItem);
  const running = state.kind === 'search' && !state.outcome ? state.message : undefined;
  const success = state.kind === 'search' && state.outcome?.ok ? state.outcome : undefined;
  useResultsMarks(success?.record.id);
  useAnswerShownReport(success?.record.id);
  const CardSummarize = useCardSummarize(success !== undefined && 'Summarizer' in self);
  const QuickBox = useQuickBox(box);
  const shown = state.kind === 'search' ? state : undefined;

  const close = () => {
    if (injected) void sendMessage('closeQuickLook', undefined).catch(() => undefined);
  };

  useCardKeyboard(root, injected, close);

  const openInPanel = () => {
    // A search still running, or refused, is the window's current search already: the panel shows it.
    if (success) answerInPanel(success.record, windowId, close);
    else searchInPanel(windowId, close);
  };
  // Where the browser cannot tell whether the page covers the card, a pointer click hands over:
  // the answer by id, or the words typed into the panel's box, not sent (issue 38, M3).
  const guard = useCardGuard(root, injected, () => {
    if (success) answerInPanel(success.record, windowId, close);
    else if (state.kind === 'search') draftInPanel(state.message.request.query, windowId, close);
  });

  return (
    <section
      ref={root}
      class="quick-look"
      aria-label={t('quickLookLabel')}
      aria-busy={state.kind === 'starting' || running ? 'true' : 'false'}
      tabIndex={-1}
      {...guard.handlers}
    >
      <header class="card-head">
        <p class="card-query">{state.kind === 'search' ? state.message.request.query : t('quickLookLabel')}</p>
        {injected && (
          <button type="button" class="small" data-unguarded onClick={close}>
            {t('quickLookClose')}
          </button>
        )}
      </header>
      {guard.refused && (
        <p class="notice notice-warning" role="alert">
          {t('quickLookCovered')}
        </p>
      )}
      {guard.keyboardOnly && state.kind === 'search' && <p class="muted card-status">{t('quickLookKeyboardOnly')}</p>}
      {box && QuickBox && (
        <QuickBox
          shown={shown && { ...shown.message.request, again: !!shown.held || shown.outcome?.ok === false }}
          answered={success?.record.id}
          allows={guard.allows}
          run={run}
        />
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
          {success && CardSummarize && (
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
    case 'box':
      return null;
    case 'search': {
      const { message, outcome, held } = state;
      if (held) {
        // Not sent: only the person's click (on a control the card guards) sends it.
        return (
          <div class="card-status">
            <p class="muted">{t(held === 'gone' ? 'quickLookGone' : 'quickLookReady', costLine)}</p>
            <button type="button" class="primary" onClick={() => rerun({})}>
              {t(held === 'gone' ? 'quickLookSearchAgain' : 'searchButton')}
            </button>
          </div>
        );
      }
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
