import * as z from 'zod/mini';

/*
 * The browser's on-device models as Chrome 138+ exposes them (and Edge: the summarizer from
 * 138, the translator from 148): the globals `Summarizer`, `Translator` and `LanguageDetector`
 * (writing-assistance-apis, translation-api). Not the old `window.ai.*` of the origin trials,
 * whose names changed twice (n4ze3m/page-assist#227): where the globals are missing there is no
 * model, and no control. Only what this extension uses is typed here.
 */

const availabilitySchema = z.enum(['unavailable', 'downloadable', 'downloading', 'available']);
/** `availability()`'s answer for the options a model would be created with. */
export type Availability = z.infer<typeof availabilitySchema>;

/** An answer not of the four the spec names (a renamed value, an older build) is read as none. */
export function readAvailability(value: unknown): Availability {
  const parsed = availabilitySchema.safeParse(value);
  return parsed.success ? parsed.data : 'unavailable';
}

/** The monitor `create()` hands to its `monitor` option: `downloadprogress` with `loaded` from 0 to 1. */
export interface CreateMonitor {
  addEventListener(type: 'downloadprogress', listener: (event: { loaded: number }) => void): void;
}

export interface CreateOptions {
  signal?: AbortSignal;
  monitor?: (monitor: CreateMonitor) => void;
}

export interface SummarizerOptions {
  type: 'key-points' | 'tldr' | 'teaser' | 'headline';
  format: 'plain-text' | 'markdown';
  length: 'short' | 'medium' | 'long';
  sharedContext?: string;
  expectedInputLanguages?: string[];
  expectedContextLanguages?: string[];
  outputLanguage?: string;
}

interface Signalled {
  signal?: AbortSignal;
}

export interface QuotaModel {
  /** How much input one call takes (Infinity: no bound but memory). */
  readonly inputQuota: number;
  measureInputUsage(input: string, options?: Signalled): Promise<number>;
}

export interface SummarizerModel extends QuotaModel {
  summarize(input: string, options?: Signalled & { context?: string }): Promise<string>;
  summarizeStreaming(input: string, options?: Signalled & { context?: string }): ReadableStream<string>;
  destroy(): void;
}

export interface SummarizerApi {
  availability(options?: SummarizerOptions): Promise<unknown>;
  create(options: SummarizerOptions & CreateOptions): Promise<SummarizerModel>;
}

export interface LanguagePair {
  sourceLanguage: string;
  targetLanguage: string;
}

export interface TranslatorModel {
  translate(input: string, options?: Signalled): Promise<string>;
  destroy(): void;
}

export interface TranslatorApi {
  availability(options: LanguagePair): Promise<unknown>;
  create(options: LanguagePair & CreateOptions): Promise<TranslatorModel>;
}

export interface LanguageDetectorModel {
  /** Candidates, best first; read through a schema (languages.ts). */
  detect(input: string, options?: Signalled): Promise<unknown>;
  destroy(): void;
}

export interface LanguageDetectorApi {
  availability(): Promise<unknown>;
  create(options?: CreateOptions): Promise<LanguageDetectorModel>;
}

/** The models a page may use; each absent where the browser has none. */
export interface OnDeviceApis {
  summarizer?: SummarizerApi;
  translator?: TranslatorApi;
  languageDetector?: LanguageDetectorApi;
}

/** The models of a page's global scope (`self`), found by their Chrome 138+ names. */
export function onDeviceApis(scope: object): OnDeviceApis {
  // The globals are read by name: TypeScript's DOM library does not declare them yet.
  const globals = scope as {
    Summarizer?: SummarizerApi;
    Translator?: TranslatorApi;
    LanguageDetector?: LanguageDetectorApi;
  };
  return {
    ...(present(globals.Summarizer) && { summarizer: globals.Summarizer }),
    ...(present(globals.Translator) && { translator: globals.Translator }),
    ...(present(globals.LanguageDetector) && { languageDetector: globals.LanguageDetector }),
  };
}

/** An interface object (a class: a function) or an object standing in for one. */
function present<T>(value: T | undefined): value is T {
  return (typeof value === 'function' || typeof value === 'object') && value !== null;
}
