import type { QuotaModel } from './model-apis';

/** Text is cut at paragraphs first, then sentences, then words; a word too long for the model is halved. */
const SEPARATORS = [/\n{2,}/u, /(?<=[.!?。！？])\s+/u, /\s+/u] as const;

/**
 * Splits text into parts the model takes whole, each measured with its own measureInputUsage
 * against its inputQuota: neighbouring pieces are packed together while they fit, so a long page
 * becomes a few large parts rather than many small ones. A text that fits is one part.
 */
export async function splitByQuota(text: string, model: QuotaModel, signal?: AbortSignal): Promise<string[]> {
  const quota = model.inputQuota;
  const fits = async (part: string) =>
    !Number.isFinite(quota) || (await model.measureInputUsage(part, { signal })) <= quota;
  return split(text.trim(), 0, fits);
}

async function split(text: string, level: number, fits: (part: string) => Promise<boolean>): Promise<string[]> {
  if (text === '' || (await fits(text))) return text === '' ? [] : [text];
  const separator = SEPARATORS[level];
  const pieces = separator === undefined ? halves(text) : text.split(separator).filter((piece) => piece.trim() !== '');
  // One piece that does not fit alone is cut finer; a text that does not split is halved.
  if (pieces.length < 2) return separator === undefined ? [text] : split(text, level + 1, fits);
  const glue = ['\n\n', ' ', ' '][level] ?? '';
  const parts: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const joined = current === '' ? piece : `${current}${glue}${piece}`;
    if (await fits(joined)) {
      current = joined;
      continue;
    }
    if (current !== '') parts.push(current);
    if (await fits(piece)) current = piece;
    else {
      parts.push(...(await split(piece, level + 1, fits)));
      current = '';
    }
  }
  if (current !== '') parts.push(current);
  return parts;
}

/** A text with no separator left (one very long word): its two halves. */
function halves(text: string): string[] {
  const characters = Array.from(text);
  if (characters.length < 2) return [text];
  const middle = Math.ceil(characters.length / 2);
  return [characters.slice(0, middle).join(''), characters.slice(middle).join('')];
}
