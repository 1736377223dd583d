import type { BrowserContext, Page } from '@playwright/test';

/*
 * A stand-in for the browser's on-device models, installed in every page before it loads
 * (context.addInitScript), for the paths this machine's Chromium cannot take: it has the APIs,
 * but no model can be downloaded here (Summarizer and LanguageDetector answer `unavailable`).
 * It follows the documented interface (writing-assistance-apis, translation-api): static
 * `availability()` and `create({ monitor, signal })` with `downloadprogress` events, and models
 * with `summarize`, `summarizeStreaming`, `inputQuota`, `measureInputUsage`, `translate`,
 * `detect` and `destroy`, each honouring its AbortSignal. No real model runs in these tests.
 * A model not named in the options stays the browser's own.
 */

type Availability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface StandInOptions {
  summarizer?: Availability;
  translator?: Availability;
  languageDetector?: Availability;
  /** What the detector says every text is in. */
  detectedLanguage?: string;
  /** The summarizer's input quota, in characters (its measureInputUsage counts characters). */
  inputQuota?: number;
  /** The summary stream waits after its first chunk until `finishSummary()` (or its signal aborts). */
  holdSummary?: boolean;
}

/** What the stand-in saw, read back in the page (window.__onDevice). */
export interface StandInLog {
  created: string[];
  summarized: number[];
  streamed: number[];
  aborted: number;
  destroyed: number;
  translated: number;
}

export async function installStandIn(context: BrowserContext, options: StandInOptions): Promise<void> {
  await context.addInitScript((config: StandInOptions) => {
    const log = {
      created: [] as string[],
      summarized: [] as number[],
      streamed: [] as number[],
      aborted: 0,
      destroyed: 0,
      translated: 0,
    };
    const gates: Record<string, () => void> = {};
    const scope = window as unknown as Record<string, unknown>;
    scope.__onDevice = log;
    scope.__onDeviceRelease = (name: string) => gates[name]?.();
    const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
    /** Resolves when the test releases `name`; rejects when the signal aborts. */
    const hold = (name: string, signal?: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        gates[name] = resolve;
        signal?.addEventListener('abort', () => {
          log.aborted += 1;
          reject(aborted());
        });
      });
    const progress = (loaded: number) => Object.assign(new Event('downloadprogress'), { loaded, total: 1 });
    const state: Record<string, Availability | undefined> = {
      summarizer: config.summarizer,
      translator: config.translator,
      languageDetector: config.languageDetector,
    };
    /** create(): a model still to download fires 0 and 0.5, waits for the test, then 1. */
    async function download(name: string, options: { monitor?: (m: EventTarget) => void; signal?: AbortSignal }) {
      log.created.push(name);
      const monitor = new EventTarget();
      options.monitor?.(monitor);
      if (options.signal?.aborted) throw aborted();
      if (state[name] === 'downloadable' || state[name] === 'downloading') {
        monitor.dispatchEvent(progress(0));
        monitor.dispatchEvent(progress(0.5));
        await hold(`${name}-download`, options.signal);
        monitor.dispatchEvent(progress(1));
        state[name] = 'available';
      }
    }
    const check = (signal?: AbortSignal) => {
      if (signal?.aborted) {
        log.aborted += 1;
        throw aborted();
      }
    };

    if (config.summarizer) {
      class Summarizer {
        static availability() {
          return Promise.resolve(state.summarizer);
        }
        static async create(options: { monitor?: (m: EventTarget) => void; signal?: AbortSignal }) {
          await download('summarizer', options);
          return new Summarizer();
        }
        readonly inputQuota = config.inputQuota ?? 6_000;
        measureInputUsage(input: string) {
          return Promise.resolve(input.length);
        }
        summarize(input: string, options: { signal?: AbortSignal } = {}) {
          check(options.signal);
          log.summarized.push(input.length);
          return Promise.resolve(`Part ${log.summarized.length}: ${input.slice(0, 40)}`);
        }
        summarizeStreaming(input: string, options: { signal?: AbortSignal } = {}) {
          log.streamed.push(input.length);
          const chunks = [`* Stand-in summary of ${input.length} characters.`, `\n* It begins: ${input.slice(0, 30)}`];
          let sent = 0;
          return new ReadableStream<string>({
            async pull(controller) {
              try {
                check(options.signal);
                if (sent === 1 && config.holdSummary) await hold('summary', options.signal);
                const chunk = chunks[sent];
                sent += 1;
                if (chunk === undefined) controller.close();
                else controller.enqueue(chunk);
              } catch (error) {
                controller.error(error);
              }
            },
          });
        }
        destroy() {
          log.destroyed += 1;
        }
      }
      Object.defineProperty(window, 'Summarizer', { value: Summarizer, configurable: true, writable: true });
    }

    if (config.translator) {
      class Translator {
        static availability() {
          return Promise.resolve(state.translator);
        }
        static async create(options: {
          targetLanguage: string;
          monitor?: (m: EventTarget) => void;
          signal?: AbortSignal;
        }) {
          await download('translator', options);
          return new Translator(options.targetLanguage);
        }
        constructor(readonly targetLanguage: string) {}
        translate(input: string, options: { signal?: AbortSignal } = {}) {
          check(options.signal);
          log.translated += 1;
          return Promise.resolve(`[${this.targetLanguage}] ${input}`);
        }
        destroy() {
          log.destroyed += 1;
        }
      }
      Object.defineProperty(window, 'Translator', { value: Translator, configurable: true, writable: true });
    }

    if (config.languageDetector) {
      class LanguageDetector {
        static availability() {
          return Promise.resolve(state.languageDetector);
        }
        static async create(options: { monitor?: (m: EventTarget) => void; signal?: AbortSignal } = {}) {
          await download('languageDetector', options);
          return new LanguageDetector();
        }
        detect() {
          return Promise.resolve([{ detectedLanguage: config.detectedLanguage ?? 'en', confidence: 0.95 }]);
        }
        destroy() {
          log.destroyed += 1;
        }
      }
      Object.defineProperty(window, 'LanguageDetector', {
        value: LanguageDetector,
        configurable: true,
        writable: true,
      });
    }
  }, options);
}

/** What the stand-in saw in this page. */
export function standInLog(page: Page): Promise<StandInLog> {
  return page.evaluate(() => (window as unknown as { __onDevice: StandInLog }).__onDevice);
}

/** Lets a held download (`summarizer-download`, `translator-download`) or summary (`summary`) go on. */
export function release(page: Page, name: string): Promise<void> {
  return page.evaluate(
    (gate) => (window as unknown as { __onDeviceRelease: (name: string) => void }).__onDeviceRelease(gate),
    name,
  );
}
