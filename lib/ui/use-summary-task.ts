import { useEffect, useRef, useState } from 'preact/hooks';
import {
  readAvailability,
  type SummarizerApi,
  type SummarizerModel,
  type SummarizerOptions,
} from '../on-device/model-apis';
import { createModel, ModelError, type ModelProblem } from '../on-device/model-download';
import { summarizeText, type SummaryProgress } from '../on-device/summarize-text';

/** What the Summarize control shows. `download`: the model must be downloaded first (the button says so). */
export type SummaryState =
  | { kind: 'checking' }
  /** No model here (`unavailable` for every option): no control at all. */
  | { kind: 'absent' }
  /** The model does not take this language: said, not guessed. */
  | { kind: 'language'; language: string }
  | { kind: 'idle'; download: boolean }
  | { kind: 'downloading'; loaded: number }
  | ({ kind: 'summarizing' } & SummaryProgress)
  | { kind: 'done'; text: string }
  | { kind: 'stopped'; text: string; download: boolean }
  | { kind: 'failed'; problem: ModelProblem; message: string; download: boolean };

export interface SummarySource {
  /** What to summarize. */
  text: string;
  /** Its language when known (declared or detected); never guessed. */
  language?: string | undefined;
  /** The summary's language: the person's. */
  outputLanguage: string;
  /** What the text is, for the model (sharedContext), in English: never shown. */
  context: string;
}

/**
 * The on-device summary of a text (DESIGN §4 On the device): gated on `availability()` with the
 * options used, languages included; the model created — and downloaded, with progress — only
 * in the person's click (`start`); the text summarized by parts when long; `stop`, and leaving
 * (unmount), abort the run. Nothing is sent anywhere and nothing is kept.
 */
export function useSummaryTask(api: SummarizerApi | undefined, source: SummarySource) {
  const [state, setState] = useState<SummaryState>({ kind: 'checking' });
  const run = useRef<AbortController>();
  const needsDownload = useRef(false);
  const base = { type: 'key-points', format: 'plain-text', length: 'medium' } satisfies SummarizerOptions;
  const options: SummarizerOptions = {
    ...base,
    sharedContext: source.context,
    // The context is ours, in English: the model is told so (its input and output languages are the text's and the person's).
    expectedContextLanguages: ['en'],
    ...(source.language !== undefined && { expectedInputLanguages: [source.language] }),
    outputLanguage: source.outputLanguage,
  };

  useEffect(() => {
    if (!api) return setState({ kind: 'absent' });
    let live = true;
    void summaryGate(api, options, source).then(
      (gated) => {
        if (!live) return;
        if (gated.kind === 'idle') needsDownload.current = gated.download;
        setState(gated);
      },
      () => live && setState({ kind: 'absent' }),
    );
    return () => {
      live = false;
      run.current?.abort();
    };
  }, [api, source.text, source.language, source.outputLanguage]);

  /** In the click: creates the model (downloading it first if needed) and summarizes. */
  const start = () => {
    if (!api) return;
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    const { signal } = controller;
    const download = needsDownload.current;
    let latest = '';
    if (download) setState({ kind: 'downloading', loaded: 0 });
    const made = createModel((extra) => api.create({ ...options, ...extra }), {
      signal,
      expectDownload: download,
      onProgress: (loaded) => !signal.aborted && setState({ kind: 'downloading', loaded }),
    });
    void made
      .then(async (model: SummarizerModel) => {
        needsDownload.current = false;
        try {
          setState({ kind: 'summarizing', text: '' });
          const text = await summarizeText(
            model,
            source.text,
            signal,
            (progress) => {
              latest = progress.text;
              if (!signal.aborted) setState({ kind: 'summarizing', ...progress });
            },
            source.context,
          );
          if (!signal.aborted) setState({ kind: 'done', text });
        } finally {
          model.destroy();
        }
      })
      .catch((error: unknown) => {
        if (run.current !== controller) return;
        const problem = error instanceof ModelError ? error.problem : signal.aborted ? 'stopped' : 'failed';
        const message = error instanceof Error ? error.message : String(error);
        setState(
          problem === 'stopped'
            ? { kind: 'stopped', text: latest, download: needsDownload.current }
            : { kind: 'failed', problem, message, download: needsDownload.current },
        );
      });
  };

  return { state, start, stop: () => run.current?.abort() };
}

/** What availability() allows for these options (with their languages), and if nothing, whether a language is why. */
export async function summaryGate(
  api: SummarizerApi,
  options: SummarizerOptions,
  source: SummarySource,
): Promise<SummaryState> {
  const full = readAvailability(await api.availability(options));
  if (full !== 'unavailable') return { kind: 'idle', download: full !== 'available' };
  const { type, format, length } = options;
  if (readAvailability(await api.availability({ type, format, length })) === 'unavailable') return { kind: 'absent' };
  const writes = readAvailability(
    await api.availability({ type, format, length, outputLanguage: source.outputLanguage }),
  );
  return {
    kind: 'language',
    language: writes === 'unavailable' ? source.outputLanguage : (source.language ?? source.outputLanguage),
  };
}
