import { splitByQuota } from './chunking';
import type { SummarizerModel } from './model-apis';

/**
 * A summary of summaries is summarized again at most this many times: a model's summary of a part
 * is a small share of it, so a page of hundreds of parts fits within a few rounds.
 */
const MAX_ROUNDS = 5;

export interface SummaryProgress {
  /** The summary so far (streamed), or '' while parts are summarized. */
  text: string;
  /** While a long text's parts are summarized: which one, of how many. */
  part?: { index: number; count: number };
}

/**
 * Summarizes text of any length with an on-device model (DESIGN §4): a text within the model's
 * input quota is summarized at once, streamed; a longer one is split by the quota
 * (splitByQuota), each part summarized, and the parts' summaries summarized together, streamed —
 * again if they are still too long. `signal` stops every call (the person stopped, or left).
 */
export async function summarizeText(
  model: SummarizerModel,
  text: string,
  signal: AbortSignal,
  onProgress: (progress: SummaryProgress) => void,
  context?: string,
): Promise<string> {
  let input = text;
  for (let round = 0; ; round += 1) {
    const parts = await splitByQuota(input, model, signal);
    // Every call stays within the quota: past the last round, the first part alone is summarized.
    if (parts.length <= 1 || round === MAX_ROUNDS) {
      return streamSummary(model, parts[0] ?? input, signal, onProgress, context);
    }
    const summaries: string[] = [];
    for (const [index, part] of parts.entries()) {
      onProgress({ text: '', part: { index: index + 1, count: parts.length } });
      summaries.push(await model.summarize(part, { signal, ...(context !== undefined && { context }) }));
    }
    input = summaries.join('\n\n');
  }
}

/**
 * Reads summarizeStreaming's stream to its end, reporting the text so far. Chrome sends each
 * chunk as what is new; an older build sent the whole text so far each time: a chunk that
 * begins with everything so far is taken as the whole.
 */
async function streamSummary(
  model: SummarizerModel,
  input: string,
  signal: AbortSignal,
  onProgress: (progress: SummaryProgress) => void,
  context?: string,
): Promise<string> {
  const reader = model.summarizeStreaming(input, { signal, ...(context !== undefined && { context }) }).getReader();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text;
      const chunk = String(value);
      text = text !== '' && chunk.startsWith(text) ? chunk : text + chunk;
      onProgress({ text });
    }
  } finally {
    reader.releaseLock();
  }
}
