import type { CreateMonitor, CreateOptions } from './model-apis';

/** Why a model could not be had, in words the page turns into a sentence (on-device-errors). */
export type ModelProblem =
  /** The person stopped it, or left it behind (another search, Back to results). */
  | 'stopped'
  /** Not enough disk space for the model (QuotaExceededError). */
  | 'no-space'
  /** A policy, the page's Permissions-Policy, or a missing click forbids it (NotAllowedError). */
  | 'not-allowed'
  /** The model does not take these languages or options (NotSupportedError). */
  | 'unsupported'
  /** The download never started, or stopped moving (writing-assistance-apis#104, page-assist#667). */
  | 'stalled'
  /** Anything else the browser said. */
  | 'failed';

export class ModelError extends Error {
  constructor(
    readonly problem: ModelProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

/**
 * How long a download may stay silent. Chrome fires `downloadprogress` with 0 as a download
 * starts; offline it fires nothing and `create()` never settles (seen in Chromium 156: still
 * pending after 20 s, no event), so a download that has not started within a few seconds is
 * said to have stalled. Once it moves, it may pause longer (a slow network), not for a minute.
 */
export const DOWNLOAD_STALLS = { beforeStartMs: 6_000, betweenProgressMs: 60_000 } as const;

export interface ModelDownload {
  /** The person's signal: aborting it stops the download and the run. */
  signal: AbortSignal;
  /** Whether `availability()` said the model must be downloaded (or is being): only then is silence a stall. */
  expectDownload: boolean;
  /** Called with the download's progress, 0 to 1. */
  onProgress?: (loaded: number) => void;
  stalls?: { beforeStartMs: number; betweenProgressMs: number };
}

/**
 * Creates a model (`Summarizer.create`, `Translator.create`, …) with a monitor that reports the
 * download's progress and a watchdog that gives up on a download that does not move, so the
 * page never waits forever; any failure becomes a ModelError whose problem the page can say.
 * Call it inside the person's click: a model still to download needs the click's activation.
 */
export async function createModel<T>(
  create: (options: CreateOptions) => Promise<T>,
  download: ModelDownload,
): Promise<T> {
  const stalls = download.stalls ?? DOWNLOAD_STALLS;
  const watchdog = new AbortController();
  const signal = AbortSignal.any([download.signal, watchdog.signal]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watch = (ms: number) => {
    clearTimeout(timer);
    if (download.expectDownload) timer = setTimeout(() => watchdog.abort(), ms);
  };
  watch(stalls.beforeStartMs);
  const monitor = (target: CreateMonitor) =>
    target.addEventListener('downloadprogress', (event) => {
      download.onProgress?.(Math.min(1, Math.max(0, Number(event.loaded) || 0)));
      watch(stalls.betweenProgressMs);
    });
  // create() may not settle at all on a stalled download: the watchdog's abort ends the wait.
  const aborted = new Promise<never>((_resolve, reject) => {
    // The reason itself does not matter: the catch below tells who aborted.
    const stop = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  try {
    return await Promise.race([create({ signal, monitor }), aborted]);
  } catch (error) {
    if (download.signal.aborted) throw new ModelError('stopped', 'Stopped');
    if (watchdog.signal.aborted) throw new ModelError('stalled', 'The download did not move');
    throw modelError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** A browser's DOMException (or anything thrown) as a ModelError. */
export function modelError(error: unknown): ModelError {
  if (error instanceof ModelError) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  const problem: ModelProblem =
    name === 'AbortError'
      ? 'stopped'
      : name === 'QuotaExceededError'
        ? 'no-space'
        : name === 'NotAllowedError'
          ? 'not-allowed'
          : name === 'NotSupportedError'
            ? 'unsupported'
            : 'failed';
  return new ModelError(problem, message);
}
