import * as z from 'zod/mini';
import type { LanguageDetectorApi } from './model-apis';
import { readAvailability } from './model-apis';
import { deferredSchema } from '../text/deferred-schema';

/** detect()'s answer: candidates, best first (the spec's LanguageDetectionResult). */
const detectionSchema = deferredSchema(() =>
  z.array(z.looseObject({ detectedLanguage: z.string(), confidence: z.number() })),
);
export type Detection = z.infer<typeof detectionSchema>[number];

/** Below this confidence the detector's guess is no answer ("said, not guessed"). */
const MIN_CONFIDENCE = 0.6;
/** A few thousand characters tell a language as well as a whole page. */
const SAMPLE_CHARS = 4_000;

/**
 * The language a BCP 47 tag (or a locale written with `_`, as `og:locale` is: `en_US`) names, as
 * the translation models take it: its primary subtag, except Chinese, whose script matters
 * (`zh-TW`, `zh-Hant` → `zh-Hant`). Undefined for what is not a tag.
 */
export function modelLanguage(tag: string | undefined): string | undefined {
  if (tag === undefined) return undefined;
  const parts = tag.trim().replace(/_/gu, '-').toLowerCase().split('-');
  const primary = parts[0];
  if (primary === undefined || !/^[a-z]{2,3}$/u.test(primary) || primary === 'und') return undefined;
  if (primary === 'zh' && parts.some((part) => part === 'hant' || part === 'tw' || part === 'hk' || part === 'mo')) {
    return 'zh-Hant';
  }
  return primary;
}

/** A language's name in the person's language ("French", „Französisch“), else its code. */
export function languageName(language: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/**
 * The language of a text as the browser's on-device detector tells it, when it is available
 * without a download (detection never starts one by itself) and sure enough; else undefined.
 */
export async function detectLanguage(
  detector: LanguageDetectorApi | undefined,
  text: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  if (!detector || readAvailability(await detector.availability()) !== 'available') return undefined;
  const model = await detector.create({ signal });
  try {
    const detected = detectionSchema.safeParse(await model.detect(text.slice(0, SAMPLE_CHARS), { signal }));
    const best: Detection | undefined = detected.success ? detected.data[0] : undefined;
    return best && best.confidence >= MIN_CONFIDENCE ? modelLanguage(best.detectedLanguage) : undefined;
  } finally {
    model.destroy();
  }
}
