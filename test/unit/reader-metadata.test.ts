import { describe, expect, it } from 'vitest';
import { callReaderApi } from '../../lib/api/reader-client';
import { parseReaderAnswer } from '../../lib/api/reader-answer';
import { RECORDED_TEXTS } from '../search-api/recordings';
import { READER_PATH, startSearchApi, type SearchApi } from '../search-api/server';

/*
 * The live reader as it really answers (issue 40): its metadata carries the page's own meta names
 * as the page wrote them (`Description` with a capital D in the answer recorded for apple.com,
 * test/search-api/recordings/apple-com-scrape.json), and the extension reads them case-insensitively.
 */

const PAGE = 'https://www.apple.com';
const recorded = RECORDED_TEXTS.find((text) => text.kind === 'reader' && text.pageUrl === PAGE);

describe('the recorded answer of the live reader', () => {
  it('is kept with its provenance and reads as the page it is: title, description, markdown, 2 credits', () => {
    expect(recorded?.repository).toBe('tokenring-ai/serper');
    const result = parseReaderAnswer(recorded?.text ?? '', PAGE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      url: PAGE,
      title: 'Apple',
      description:
        'Discover the innovative world of Apple and shop everything iPhone, iPad, Apple Watch, Mac, and Apple TV, plus explore accessories, entertainment, and expert device support.',
      format: 'markdown',
      credits: 2,
    });
    expect(result.value.content.startsWith('# Apple\n\n## The Apple Store Shopping Event')).toBe(true);
  });

  it('is what the local API’s reader (live mode) sends for that page, byte for byte, billed 2 credits', async () => {
    const key = 'reader-metadata-key';
    const api: SearchApi = await startSearchApi({ keys: { [key]: 10 }, rateLimit: false, mode: 'live' });
    try {
      const result = await callReaderApi({ readerUrl: `${api.url}${READER_PATH}`, apiKey: key, pageUrl: PAGE });
      expect(result.ok && result.value.title).toBe('Apple');
      expect(api.readerRequests()[0]?.responseBody).toBe(recorded?.text);
      expect(api.getCredits(key)).toBe(8);
    } finally {
      await api.close();
    }
  });
});

describe('the reader’s metadata, read in any letter case', () => {
  const describeOf = (metadata: Record<string, unknown>) => {
    const result = parseReaderAnswer(JSON.stringify({ text: 'Body.', metadata }), PAGE);
    return result.ok ? { title: result.value.title, description: result.value.description } : undefined;
  };

  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['only `Description`', { Description: 'Capital D' }, 'Capital D'],
    ['only `description`', { description: 'lower d' }, 'lower d'],
    ['only `og:description`', { 'og:description': 'Open Graph' }, 'Open Graph'],
    ['`Description` over `description`', { description: 'lower d', Description: 'Capital D' }, 'Capital D'],
    ['`description` over `og:description`', { 'og:description': 'Open Graph', description: 'lower d' }, 'lower d'],
    ['another letter case: `DESCRIPTION`', { DESCRIPTION: 'Shouting' }, 'Shouting'],
    ['`OG:Description` when nothing else', { 'OG:Description': 'Mixed' }, 'Mixed'],
    ['an empty `Description` gives way', { Description: '  ', 'og:description': 'Open Graph' }, 'Open Graph'],
    ['a description that is not text', { Description: 42 }, undefined],
  ])('%s', (_name, metadata, expected) => {
    expect(describeOf(metadata)?.description).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['`title`', { title: 'Lower', 'og:title': 'OG' }, 'Lower'],
    ['`Title`', { Title: 'Upper', 'og:title': 'OG' }, 'Upper'],
    ['`og:title` when there is no title', { 'og:title': 'OG' }, 'OG'],
    ['no title at all', {}, ''],
  ])('the title from %s', (_name, metadata, expected) => {
    expect(describeOf(metadata)?.title).toBe(expected);
  });
});
