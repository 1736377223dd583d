import type { ApiContext } from './api-context';
import { RECORDINGS } from './recordings';

/** What the local reader knows of a page it serves a link to: enough to write it as an article. */
export interface KnownPage {
  title: string;
  link: string;
  /** The sentence the search showed for it. */
  snippet: string;
  /** Who published it, when the corpus says (news). */
  source?: string;
  /** ISO 8601, when the corpus dates it. */
  date?: string;
}

/**
 * Every page the local API links to, by address: the web corpus, the typed corpora (news,
 * videos, shopping, places' websites, images' pages) and the results of the recorded bodies —
 * so the demo can read any result it was shown.
 */
export function knownPages(context: Pick<ApiContext, 'corpus' | 'typedCorpus'>): Map<string, KnownPage> {
  const pages = new Map<string, KnownPage>();
  const add = (page: KnownPage) => {
    if (!pages.has(page.link)) pages.set(page.link, page);
  };
  for (const document of context.corpus.documents) {
    add({
      title: document.title,
      link: document.link,
      snippet: document.snippet,
      ...(typeof document.date === 'string' && { date: document.date }),
    });
  }
  const { news, videos, shopping, places, images } = context.typedCorpus;
  for (const { seed, date } of news) add({ ...seed, ...(date !== undefined && { date }) });
  for (const { seed } of videos) add({ title: seed.title, link: seed.link, snippet: seed.snippet });
  for (const { seed } of shopping)
    add({ title: seed.title, link: seed.link, snippet: `${seed.title} from ${seed.source}.` });
  for (const { seed } of places) {
    if (seed.website) add({ title: seed.title, link: seed.website, snippet: `${seed.title}, ${seed.address}.` });
  }
  for (const { seed } of images)
    add({ title: seed.title, link: seed.link, snippet: `${seed.title}, on ${seed.source}.` });
  for (const recording of RECORDINGS) {
    for (const item of recordedItems(recording.body)) add(item);
  }
  return pages;
}

/** The results of a recorded body that link to a page (organic, news, …), with the text it showed for each. */
function recordedItems(body: Record<string, unknown>): KnownPage[] {
  const items: KnownPage[] = [];
  for (const list of ['organic', 'news', 'videos', 'shopping', 'images']) {
    const entries = body[list];
    if (!Array.isArray(entries)) continue;
    for (const entry of entries as Array<Record<string, unknown>>) {
      const { title, link, snippet, source } = entry;
      if (typeof title !== 'string' || typeof link !== 'string') continue;
      items.push({
        title,
        link,
        snippet: typeof snippet === 'string' ? snippet : title,
        ...(typeof source === 'string' && { source }),
      });
    }
  }
  return items;
}

/** The reader's answer for a page, in its shape: `text`, `markdown` when asked for, `metadata`, `credits`. */
export function readerBody(
  page: KnownPage,
  includeMarkdown: boolean,
  credits: number,
): { text: string; markdown?: string; metadata: Record<string, string>; credits: number } {
  const host = hostOf(page.link);
  const published = page.date ? new Date(page.date).toUTCString() : undefined;
  const facts = [
    `Site: ${host}`,
    ...(page.source ? [`Published by: ${page.source}`] : []),
    ...(published ? [`Published: ${published}`] : []),
  ];
  const about =
    `This page is served by the local search API so that Read here can be tried without an account. ` +
    `Its address is ${page.link}, and a search showed it with the words quoted below.`;
  const markdown = [
    `# ${page.title}`,
    page.snippet,
    '## About this page',
    about,
    facts.map((fact) => `- ${fact}`).join('\n'),
    `> ${page.snippet}`,
    '## Read more',
    `The whole page is at [${host}](${page.link}).`,
  ].join('\n\n');
  const text = [page.title, page.snippet, 'About this page', about, ...facts, page.snippet, 'Read more'].join('\n');
  return {
    text,
    ...(includeMarkdown && { markdown }),
    metadata: { title: page.title, description: page.snippet, 'og:title': page.title, 'og:url': page.link },
    credits,
  };
}

/** A page the local API never linked to: still readable (the demo can read any address), and says so. */
export function unknownPage(url: string): KnownPage {
  const host = hostOf(url);
  return {
    title: host || url,
    link: url,
    snippet: `The local search API has no document at this address, so it reads as this short page.`,
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
