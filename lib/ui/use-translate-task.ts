import { useEffect, useRef, useState } from 'preact/hooks';
import { detectLanguage, modelLanguage } from '../on-device/languages';
import { readAvailability, type OnDeviceApis, type TranslatorModel } from '../on-device/model-apis';
import { createModel, ModelError, type ModelProblem } from '../on-device/model-download';

/** What the Translate control shows. `from`/`to`: the model's language codes. */
export type TranslateState =
  | { kind: 'checking' }
  /** Nothing to offer: the text is in the person's language, its language is unknown, or no translator. */
  | { kind: 'absent' }
  /** The browser cannot translate this pair on the device: said, not guessed. */
  | { kind: 'pair'; from: string; to: string }
  | { kind: 'idle'; from: string; to: string; download: boolean }
  | { kind: 'downloading'; from: string; to: string; loaded: number }
  | { kind: 'translating'; from: string; to: string }
  | { kind: 'translated'; from: string; to: string }
  | { kind: 'failed'; from: string; to: string; problem: ModelProblem; message: string; download: boolean };

export interface TranslateSource {
  /** A sample of the text, to tell its language. */
  sample: string;
  /** The language the page or answer declares (`og:locale`, a result's `language`), when it does. */
  declared?: string | undefined;
  /** The person's language: what to translate to. */
  uiLanguage: string;
  /** A private window: the language is never detected by itself there, only read where declared. */
  private: boolean;
  /** Replaces the text with its translation, one string at a time (the caller keeps the original). */
  apply: (translate: (text: string) => Promise<string>, signal: AbortSignal) => Promise<void>;
  /** Shows the original again. */
  restore: () => void;
}

/**
 * Translation on the device (DESIGN §4): offered where the text's language — declared, else
 * told by the on-device LanguageDetector (already available, never downloaded by itself, not in
 * private windows) — is not the person's; gated on `Translator.availability()` for that pair;
 * the model created (downloaded, with progress) only in the person's click; the text replaced
 * in place with a way back. Leaving (unmount) aborts the run. Nothing leaves the device.
 */
export function useTranslateTask(apis: OnDeviceApis, source: TranslateSource) {
  const [state, setState] = useState<TranslateState>({ kind: 'checking' });
  const run = useRef<AbortController>();

  useEffect(() => {
    const translator = apis.translator;
    const to = modelLanguage(source.uiLanguage);
    if (!translator || !to) return setState({ kind: 'absent' });
    const controller = new AbortController();
    run.current = controller;
    void (async () => {
      const from =
        modelLanguage(source.declared) ??
        (source.private ? undefined : await detectLanguage(apis.languageDetector, source.sample, controller.signal));
      if (!from || from === to) return { kind: 'absent' } as const;
      const availability = readAvailability(
        await translator.availability({ sourceLanguage: from, targetLanguage: to }),
      );
      return availability === 'unavailable'
        ? ({ kind: 'pair', from, to } as const)
        : ({ kind: 'idle', from, to, download: availability !== 'available' } as const);
    })().then(
      (gated) => !controller.signal.aborted && setState(gated),
      () => !controller.signal.aborted && setState({ kind: 'absent' }),
    );
    return () => controller.abort();
  }, [apis, source.sample, source.declared, source.uiLanguage, source.private]);

  /** In the click: creates the translator (downloading its languages first if needed) and translates. */
  const start = () => {
    const translator = apis.translator;
    if (!translator || (state.kind !== 'idle' && state.kind !== 'failed')) return;
    const { from, to, download } = state;
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    const { signal } = controller;
    if (download) setState({ kind: 'downloading', from, to, loaded: 0 });
    void createModel((extra) => translator.create({ sourceLanguage: from, targetLanguage: to, ...extra }), {
      signal,
      expectDownload: download,
      onProgress: (loaded) => !signal.aborted && setState({ kind: 'downloading', from, to, loaded }),
    })
      .then(async (model: TranslatorModel) => {
        try {
          setState({ kind: 'translating', from, to });
          await source.apply((text) => model.translate(text, { signal }), signal);
          if (!signal.aborted) setState({ kind: 'translated', from, to });
        } finally {
          model.destroy();
        }
      })
      .catch((error: unknown) => {
        if (run.current !== controller || signal.aborted) return setState({ kind: 'idle', from, to, download });
        const problem = error instanceof ModelError ? error.problem : 'failed';
        const message = error instanceof Error ? error.message : String(error);
        setState({ kind: 'failed', from, to, problem, message, download });
      });
  };

  /** Back to the original text; Translate again translates anew. */
  const original = () => {
    if (state.kind !== 'translated') return;
    source.restore();
    setState({ kind: 'idle', from: state.from, to: state.to, download: false });
  };

  return { state, start, original, stop: () => run.current?.abort() };
}
