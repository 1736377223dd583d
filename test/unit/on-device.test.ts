import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerText,
  answerTexts,
  documentText,
  translatedAnswer,
  translatedBlocks,
} from '../../lib/on-device/answer-text';
import { splitByQuota } from '../../lib/on-device/chunking';
import { modelLanguage } from '../../lib/on-device/languages';
import {
  onDeviceApis,
  readAvailability,
  type CreateOptions,
  type SummarizerApi,
  type SummarizerModel,
} from '../../lib/on-device/model-apis';
import { createModel, ModelError, modelError } from '../../lib/on-device/model-download';
import { summarizeText, type SummaryProgress } from '../../lib/on-device/summarize-text';
import type { SearchResponse } from '../../lib/api/search-response';
import type { Block } from '../../lib/text/reader-markdown';
import { summaryGate } from '../../lib/ui/use-summary-task';

/*
 * The on-device models' logic (issue 40): splitting by the model's input quota, summarizing in
 * parts, aborting, the download's watchdog and errors, and the availability states. The models
 * are small objects with the documented interface; their answers are made up.
 */

/** A model that counts characters against a quota, like measureInputUsage counts tokens. */
function quotaModel(quota: number) {
  const measured: string[] = [];
  return {
    measured,
    inputQuota: quota,
    measureInputUsage: (input: string) => {
      measured.push(input);
      return Promise.resolve(input.length);
    },
  };
}

const words = (text: string) => text.split(/\s+/u).filter(Boolean);

describe('splitting a text by the model’s input quota', () => {
  const paragraphs = Array.from(
    { length: 12 },
    (_, i) => `Paragraph ${i} has a few words. And a second sentence here.`,
  );
  const text = paragraphs.join('\n\n');

  it('keeps a text that fits whole, and asks once', async () => {
    const model = quotaModel(10_000);
    expect(await splitByQuota(text, model)).toEqual([text]);
    expect(model.measured).toHaveLength(1);
  });

  it('keeps everything in one part when the quota has no bound', async () => {
    expect(
      await splitByQuota(text, { inputQuota: Infinity, measureInputUsage: () => Promise.reject(new Error('never')) }),
    ).toEqual([text]);
  });

  it.each([60, 130, 200, 500])(
    'packs whole paragraphs into parts within a quota of %i, losing no word',
    async (quota) => {
      const parts = await splitByQuota(text, quotaModel(quota));
      expect(parts.length).toBeGreaterThan(1);
      expect(parts.every((part) => part.length <= quota)).toBe(true);
      expect(parts.flatMap(words)).toEqual(words(text));
    },
  );

  it('cuts a paragraph too long for the quota at its sentences, then at its words', async () => {
    const long = 'One sentence here. Another sentence there. A third one follows it.';
    const bySentence = await splitByQuota(long, quotaModel(30));
    expect(bySentence).toEqual(['One sentence here.', 'Another sentence there.', 'A third one follows it.']);
    const byWord = await splitByQuota('alpha beta gamma delta', quotaModel(11));
    expect(byWord).toEqual(['alpha beta', 'gamma delta']);
  });

  it('halves a word longer than the quota', async () => {
    expect(await splitByQuota('abcdefghij', quotaModel(4))).toEqual(['abc', 'de', 'fgh', 'ij']);
  });

  it('gives no part for an empty text', async () => {
    expect(await splitByQuota('  \n ', quotaModel(10))).toEqual([]);
  });
});

/** A summarizer whose summaries say what they summarized; its stream sends `chunks` of its summary. */
function summarizer(
  quota: number,
  chunks: (summary: string) => string[] = (summary) => [summary],
): SummarizerModel & {
  summarized: string[];
  streamed: string[];
} {
  const summarized: string[] = [];
  const streamed: string[] = [];
  const check = (signal?: AbortSignal) => {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  };
  return {
    summarized,
    streamed,
    inputQuota: quota,
    measureInputUsage: (input) => Promise.resolve(input.length),
    summarize: (input, options) => {
      check(options?.signal);
      summarized.push(input);
      return Promise.resolve(`S${summarized.length}`);
    },
    summarizeStreaming: (input, options) => {
      streamed.push(input);
      const pieces = chunks(`Summary of ${input.length}`);
      return new ReadableStream<string>({
        pull(controller) {
          if (options?.signal?.aborted) return controller.error(new DOMException('Aborted', 'AbortError'));
          const piece = pieces.shift();
          if (piece === undefined) controller.close();
          else controller.enqueue(piece);
        },
      });
    },
    destroy: () => undefined,
  };
}

describe('summarizing a text of any length', () => {
  const long = Array.from({ length: 10 }, (_, i) => `Paragraph ${i} says something worth keeping.`).join('\n\n');

  it('streams the summary of a text that fits, reporting it as it grows', async () => {
    const model = summarizer(10_000, () => ['Sum', 'mary', '!']);
    const seen: SummaryProgress[] = [];
    expect(await summarizeText(model, 'Short text.', new AbortController().signal, (p) => seen.push(p))).toBe(
      'Summary!',
    );
    expect(seen.map((p) => p.text)).toEqual(['Sum', 'Summary', 'Summary!']);
    expect(model.summarized).toEqual([]);
  });

  it('takes chunks that repeat the text so far (older builds) as the whole text', async () => {
    const model = summarizer(10_000, () => ['One', 'One two', 'One two three']);
    expect(await summarizeText(model, 'x', new AbortController().signal, () => undefined)).toBe('One two three');
  });

  it('summarizes a long text by parts, each within the quota, then the parts’ summaries together', async () => {
    const model = summarizer(100);
    const seen: SummaryProgress[] = [];
    const summary = await summarizeText(model, long, new AbortController().signal, (p) => seen.push(p));
    expect(model.summarized.length).toBeGreaterThan(1);
    expect(model.summarized.every((part) => part.length <= 100)).toBe(true);
    expect(model.streamed).toEqual([model.summarized.map((_, i) => `S${i + 1}`).join('\n\n')]);
    expect(summary).toBe(`Summary of ${model.streamed[0]?.length}`);
    expect(seen[0]).toEqual({ text: '', part: { index: 1, count: model.summarized.length } });
  });

  it('never sends the model more than its quota, even when summaries stay long', async () => {
    const model = summarizer(60);
    // Each part's summary is as long as the part: rounds never shrink the text.
    model.summarize = (input) => Promise.resolve(input);
    await summarizeText(model, long, new AbortController().signal, () => undefined);
    expect(model.streamed.every((input) => input.length <= 60)).toBe(true);
  });

  it('stops at once when aborted: the run rejects with the abort', async () => {
    const controller = new AbortController();
    const model = summarizer(100);
    const original = model.summarize.bind(model);
    model.summarize = (input, options) => {
      controller.abort();
      return original(input, options);
    };
    await expect(summarizeText(model, long, controller.signal, () => undefined)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(model.summarized).toEqual([]);
  });
});

describe('creating a model: its download watched, its errors named', () => {
  afterEach(() => vi.useRealTimers());

  /** A create() that fires the given progress and then settles as told (or never). */
  function creation(progress: number[], settle: 'resolve' | 'never' | Error = 'resolve') {
    const calls: CreateOptions[] = [];
    const create = (options: CreateOptions) => {
      calls.push(options);
      const monitor = new EventTarget();
      options.monitor?.(monitor as never);
      for (const loaded of progress) monitor.dispatchEvent(Object.assign(new Event('downloadprogress'), { loaded }));
      if (settle === 'resolve') return Promise.resolve('model');
      if (settle === 'never') return new Promise<string>(() => undefined);
      return Promise.reject(settle);
    };
    return { calls, create };
  }

  it('reports the download’s progress, clamped to 0–1, and gives the model', async () => {
    const seen: number[] = [];
    const { create, calls } = creation([0, 0.5, 1.4]);
    const model = await createModel(create, {
      signal: new AbortController().signal,
      expectDownload: true,
      onProgress: (p) => seen.push(p),
    });
    expect(model).toBe('model');
    expect(seen).toEqual([0, 0.5, 1]);
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('says a download that never starts has stalled (offline: create() never settles)', async () => {
    vi.useFakeTimers();
    const made = createModel(creation([], 'never').create, {
      signal: new AbortController().signal,
      expectDownload: true,
      stalls: { beforeStartMs: 1_000, betweenProgressMs: 5_000 },
    });
    const outcome = expect(made).rejects.toMatchObject({ name: 'ModelError', problem: 'stalled' });
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
  });

  it('says a download that stops moving has stalled, not one that keeps moving', async () => {
    vi.useFakeTimers();
    const made = createModel(creation([0, 0.2], 'never').create, {
      signal: new AbortController().signal,
      expectDownload: true,
      stalls: { beforeStartMs: 1_000, betweenProgressMs: 5_000 },
    });
    let settled = false;
    made.catch(() => undefined).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(settled).toBe(false);
    const outcome = expect(made).rejects.toMatchObject({ problem: 'stalled' });
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
  });

  it('never calls a silent model already available stalled: without a download there is no watchdog', async () => {
    vi.useFakeTimers();
    let resolve: (value: string) => void = () => undefined;
    const made = createModel(() => new Promise<string>((r) => (resolve = r)), {
      signal: new AbortController().signal,
      expectDownload: false,
      stalls: { beforeStartMs: 10, betweenProgressMs: 10 },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    resolve('model');
    await expect(made).resolves.toBe('model');
  });

  it('says the person stopped it when their signal aborts, whatever create() does', async () => {
    const controller = new AbortController();
    const made = createModel(creation([0], 'never').create, { signal: controller.signal, expectDownload: true });
    controller.abort();
    await expect(made).rejects.toMatchObject({ problem: 'stopped' });
  });

  it.each([
    ['QuotaExceededError', 'no-space'],
    ['NotAllowedError', 'not-allowed'],
    ['NotSupportedError', 'unsupported'],
    ['AbortError', 'stopped'],
    ['OperationError', 'failed'],
    ['NetworkError', 'failed'],
  ])('names a %s thrown by create() as %s', async (name, problem) => {
    const made = createModel(creation([], new DOMException('said by the browser', name)).create, {
      signal: new AbortController().signal,
      expectDownload: false,
    });
    await expect(made).rejects.toMatchObject({ problem, message: 'said by the browser' });
    expect(modelError('plain string')).toBeInstanceOf(ModelError);
  });
});

describe('availability: the four states, and what the page offers for each', () => {
  it.each([
    ['available', 'available'],
    ['downloadable', 'downloadable'],
    ['downloading', 'downloading'],
    ['unavailable', 'unavailable'],
    ['readily', 'unavailable'],
    [undefined, 'unavailable'],
  ])('reads %j as %j', (value, expected) => {
    expect(readAvailability(value)).toBe(expected);
  });

  /** A Summarizer whose availability depends on the options' languages. */
  const api = (
    answer: (options: { expectedInputLanguages?: string[]; outputLanguage?: string } | undefined) => string,
  ) =>
    ({
      availability: (options) => Promise.resolve(answer(options)),
      create: () => Promise.reject(new Error('not here')),
    }) as SummarizerApi;
  const source = { text: 't', outputLanguage: 'en', context: 'c' };
  const options = { type: 'key-points', format: 'plain-text', length: 'medium', outputLanguage: 'en' } as const;

  it.each([
    ['available', { kind: 'idle', download: false }],
    ['downloadable', { kind: 'idle', download: true }],
    ['downloading', { kind: 'idle', download: true }],
  ])('%s: Summarize, saying whether the model downloads first', async (state, expected) => {
    expect(
      await summaryGate(
        api(() => state),
        options,
        source,
      ),
    ).toEqual(expected);
  });

  it('unavailable for every option: no control', async () => {
    expect(
      await summaryGate(
        api(() => 'unavailable'),
        options,
        source,
      ),
    ).toEqual({ kind: 'absent' });
  });

  it('unavailable for the text’s language only: says which language, not a guess', async () => {
    const byInput = api((o) => (o?.expectedInputLanguages?.includes('sw') ? 'unavailable' : 'available'));
    expect(
      await summaryGate(byInput, { ...options, expectedInputLanguages: ['sw'] }, { ...source, language: 'sw' }),
    ).toEqual({ kind: 'language', language: 'sw' });
    const byOutput = api((o) => (o?.outputLanguage === 'de' ? 'unavailable' : 'available'));
    expect(
      await summaryGate(byOutput, { ...options, outputLanguage: 'de' }, { ...source, outputLanguage: 'de' }),
    ).toEqual({
      kind: 'language',
      language: 'de',
    });
  });

  it('finds the models by their Chrome 138+ global names only, never window.ai', () => {
    const model = { availability: () => Promise.resolve('available'), create: () => Promise.resolve({}) };
    expect(Object.keys(onDeviceApis({ Summarizer: model, Translator: model }))).toEqual(['summarizer', 'translator']);
    expect(onDeviceApis({ ai: { summarizer: model } })).toEqual({});
  });

  it.each([
    ['en_US', 'en'],
    ['fr-FR', 'fr'],
    ['pt-BR', 'pt'],
    ['zh-TW', 'zh-Hant'],
    ['zh_CN', 'zh'],
    ['und', undefined],
    ['not a tag', undefined],
    [undefined, undefined],
  ])('takes the language %j as %j', (tag, expected) => {
    expect(modelLanguage(tag)).toBe(expected);
  });
});

describe('what is summarized and translated', () => {
  const response = {
    answerBox: { title: 'Height', answer: '1,083 ft' },
    knowledgeGraph: { title: 'Eiffel Tower', description: 'A tower in Paris.' },
    organic: [
      {
        title: 'Eiffel Tower - Wikipedia',
        link: 'https://en.wikipedia.org/wiki/Eiffel_Tower',
        snippet: 'A wrought-iron tower.',
        position: 1,
      },
      { title: 'Visit', link: 'https://www.toureiffel.paris/', position: 2 },
    ],
    relatedSearches: [],
  } as unknown as SearchResponse;

  it('summarizes the answer box, the knowledge panel and the results, one per line', () => {
    expect(answerText(response).split('\n')).toEqual([
      'Height: 1,083 ft',
      'Eiffel Tower: A tower in Paris.',
      'Eiffel Tower - Wikipedia: A wrought-iron tower.',
      'Visit',
    ]);
  });

  it('translates every title and snippet in place, leaving links and the rest as they were', () => {
    const texts = answerTexts(response);
    expect(texts).toContain('A wrought-iron tower.');
    const translated = translatedAnswer(response, new Map(texts.map((text) => [text, `«${text}»`])));
    expect(translated.organic[0]).toMatchObject({
      title: '«Eiffel Tower - Wikipedia»',
      snippet: '«A wrought-iron tower.»',
      link: 'https://en.wikipedia.org/wiki/Eiffel_Tower',
    });
    expect(translated.answerBox).toEqual({ title: '«Height»', answer: '«1,083 ft»' });
    expect(translated.knowledgeGraph?.title).toBe('Eiffel Tower');
    expect(response.organic[0]?.title).toBe('Eiffel Tower - Wikipedia');
  });

  const blocks: Block[] = [
    { kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Titre' }] },
    {
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'Voir ' },
        { kind: 'link', href: 'https://example.com/', children: [{ kind: 'text', text: 'la page' }] },
      ],
    },
    {
      kind: 'list',
      ordered: false,
      items: [[{ kind: 'paragraph', children: [{ kind: 'em', children: [{ kind: 'text', text: 'un' }] }] }]],
    },
    { kind: 'code', text: 'const x = 1;' },
  ];

  it('reads a page’s blocks as lines of text', () => {
    expect(documentText(blocks)).toBe('Titre\n\nVoir la page\n\nun\n\nconst x = 1;');
  });

  it('translates a page’s texts, keeping its headings, links, emphasis and code', async () => {
    const translated = await translatedBlocks(blocks, (text) => Promise.resolve(text.toUpperCase()));
    expect(documentText(translated)).toBe('TITRE\n\nVOIR LA PAGE\n\nUN\n\nconst x = 1;');
    expect(translated[1]).toMatchObject({
      children: [{ kind: 'text' }, { kind: 'link', href: 'https://example.com/' }],
    });
  });
});
