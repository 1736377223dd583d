import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { LinkTarget } from '../../lib/settings/settings-items';
import type { ReadOutcome } from '../../lib/search/read-message';
import { readerDocument, type Block, type MarkdownLexer } from '../../lib/text/reader-markdown';
import { documentText, pageContext, translatedBlocks } from '../../lib/on-device/answer-text';
import { lazyModule } from '../../lib/ui/use-lazy';
import { firstScreenText } from '../../lib/ui/reader-first-screen';
import { useFirstScreenPainted } from '../../lib/ui/use-first-screen-first';
import { useReaderPaintedMark } from '../../lib/ui/perf-marks';
import { useShownAfter } from '../../lib/ui/use-shown-after';
import { displayHost } from '../../lib/text/safe-url';
import { t } from '../../lib/i18n/messages';
import { formatCredits } from '../../lib/ui/format';
import { ErrorNotice } from '../ErrorNotice';
import { ResultLink } from '../ResultLink';
import type { ReadTarget } from './reader-slot';
import { startRead } from './use-reading';
import { ReaderText } from './ReaderText';
import './reader.css';

export interface ReaderViewProps {
  target: ReadTarget;
  /** The read of `target`, sent by the click on Read here (startRead): the Reader shows its outcome. */
  started: Promise<ReadOutcome>;
  /** The search the result is from: the history notes the read there. */
  searchId: string;
  linkTarget: LinkTarget;
  /** Back to results: the list where it was. */
  onBack: () => void;
}

type Read = { kind: 'reading' } | { kind: 'done'; outcome: ReadOutcome };

/** The progress ring shows once a read has taken this long (the status line says "Reading…" at once). */
const RING_AFTER_MS = 300;

/*
 * The markdown parser (marked's lexer, ~15 KB) loads the first time a page is read, alone: it
 * imports nothing of ours, so loading it moves no shared code out of the pages' start-up bundles.
 * It is asked for when the read starts, not when the page's text arrives: its chunk loads
 * during the service's own wait.
 */
const useLexer = lazyModule(() =>
  import('marked').then(
    ({ Lexer }): MarkdownLexer =>
      (markdown) =>
        new Lexer({ gfm: true }).lex(markdown),
  ),
);

/* The browser's on-device models (Summarize, Translate), loaded only where it has them, once a page is read. */
const useOnDeviceTools = lazyModule(() => import('../on-device/OnDeviceTools').then((m) => m.OnDeviceTools));

/**
 * The region labelled Reader: a result's page as text, inside the panel (DESIGN §3 read). It
 * asks the background to read the page (billed like a search, or 0 from the cache), then shows
 * its title, site, what it cost, a link to the page itself (opened as results open), the text
 * built from the reader's markdown, and Back to results (also Escape).
 */
export function ReaderView({ target, started, searchId, linkTarget, onBack }: ReaderViewProps) {
  const [read, setRead] = useState<Read>({ kind: 'reading' });
  const [showImages, setShowImages] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** The read whose outcome is shown: an earlier one's (a page left, a retry replaced) is dropped. */
  const shown = useRef<Promise<ReadOutcome>>();
  const follow = (reading: Promise<ReadOutcome>) => {
    shown.current = reading;
    setRead((now) => (now.kind === 'reading' ? now : { kind: 'reading' }));
    void reading.then((outcome) => shown.current === reading && setRead({ kind: 'done', outcome }));
  };
  const start = (extra: { overBudgetOk?: boolean } = {}) => follow(startRead(target, searchId, extra));
  useLayoutEffect(() => {
    follow(started);
    // The person hears where they are: the page's title, with Back to results just before it.
    headingRef.current?.focus();
  }, [started]);

  const ringShown = useShownAfter(read.kind === 'reading', RING_AFTER_MS);
  const outcome = read.kind === 'done' ? read.outcome : undefined;
  const page = outcome?.ok ? outcome.page : undefined;
  // Asked for as the read starts, so the parser's chunk loads while the service reads the page.
  const lex = useLexer(page === undefined || page.format === 'markdown');
  // A long page: its first screen in the first frame, the whole page in a task after that frame.
  const firstScreen = useMemo(() => (page ? firstScreenText(page.content) : undefined), [page]);
  const renderable = page !== undefined && (page.format === 'text' || lex !== undefined);
  const whole = useFirstScreenPainted(page?.url ?? '', renderable && firstScreen !== undefined);
  const document = useMemo(
    () =>
      page && renderable
        ? readerDocument(whole ? page.content : (firstScreen ?? page.content), page.format, page.url, lex ?? (() => []))
        : undefined,
    [page, lex, whole, firstScreen],
  );
  const title = page?.title || target.title;
  // A translation on the device replaces the text in place; Show original brings it back.
  const [translated, setTranslated] = useState<{ url: string; blocks: Block[] }>();
  // The page's tools come with the whole page, not with its first screen: they summarize or
  // translate all of it, and the first frame has only the text to show.
  const wholeDocument = whole ? document : undefined;
  const OnDeviceTools = useOnDeviceTools(wholeDocument !== undefined && ('Summarizer' in self || 'Translator' in self));
  const text = useMemo(() => (wholeDocument ? documentText(wholeDocument.blocks) : ''), [wholeDocument]);
  useReaderPaintedMark(document ? page?.url : undefined);

  return (
    <section
      class="reader"
      aria-label={t('readerLabel')}
      aria-busy={read.kind === 'reading' ? 'true' : 'false'}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onBack();
      }}
    >
      <button type="button" class="small reader-back" onClick={onBack}>
        {t('backToResults')}
      </button>
      <h2 class="reader-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p class="reader-meta">
        <span class="result-host">{displayHost(target.url)}</span>
        {outcome?.ok && <span class="reader-credits">{creditsText(outcome)}</span>}
      </p>
      {page?.description && <p class="reader-description">{page.description}</p>}
      <p class="reader-actions">
        <ResultLink url={target.url} linkTarget={linkTarget}>
          {t('openThePage')}
        </ResultLink>
        {document && document.images > 0 && !showImages && (
          <button type="button" class="small" onClick={() => setShowImages(true)}>
            {t('showImages')}
          </button>
        )}
      </p>
      <p role="status" class="visually-hidden">
        {read.kind === 'reading' ? t('readerReading', target.title) : ''}
      </p>
      {ringShown && <div class="spinner reader-spinner" aria-hidden="true" />}
      {outcome && !outcome.ok && (
        <ErrorNotice
          error={outcome.error}
          onRetry={() => start()}
          onSearchAnyway={() => start({ overBudgetOk: true })}
        />
      )}
      {wholeDocument && page && OnDeviceTools && (
        <OnDeviceTools
          key={page.url}
          idPrefix="reader"
          summary={{ label: t('summarize'), text, language: page.language, context: pageContext(title) }}
          translation={{
            sample: text,
            declared: page.language,
            apply: async (translate, signal) => {
              const blocks = await translatedBlocks(wholeDocument.blocks, translate);
              if (!signal.aborted) setTranslated({ url: page.url, blocks });
            },
            restore: () => setTranslated(undefined),
          }}
        />
      )}
      {document && (
        <div class="reader-text">
          <ReaderText
            blocks={translated && translated.url === page?.url ? translated.blocks : document.blocks}
            linkTarget={linkTarget}
            showImages={showImages}
          />
          {document.truncated && <p class="muted reader-truncated">{t('readerTruncated')}</p>}
        </div>
      )}
    </section>
  );
}

/** What the shown page cost: "2 credits", "cached · 0 credits", or "credits not reported". */
function creditsText(outcome: ReadOutcome & { ok: true }): string {
  if (outcome.cachedAt !== undefined) return t('readCostCached');
  return outcome.billed === undefined ? t('historyCreditsNotReported') : formatCredits(outcome.billed);
}
