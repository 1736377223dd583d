/**
 * Plain web pages for the store screenshots: the page a person reads when they select a
 * phrase and search it. Self-contained (no fonts, images or scripts from elsewhere), light
 * and dark through prefers-color-scheme, written for these screenshots.
 */
export interface Article {
  site: string;
  section: string;
  title: string;
  byline: string;
  /** Paragraphs; `[[…]]` marks the phrase the screenshot shows selected (once in the whole article). */
  paragraphs: string[];
}

export const ADA_ARTICLE: Article = {
  site: 'Margins',
  section: 'Notes on the history of computing',
  title: 'The first published program was a footnote',
  byline: 'Essay · 6 min read',
  paragraphs: [
    'In 1843 an English scientific journal printed a translation of a paper on Charles Babbage’s Analytical ' +
      'Engine, written in French by the Italian engineer Luigi Menabrea. The translator added notes of her own, ' +
      'labelled A to G, and they came to about three times the length of the paper itself.',
    'The translator was [[Ada Lovelace]]. Her Note G works through a way of computing Bernoulli numbers on the ' +
      'Engine, step by step, with a table of each operation and the variables it changes: what many now call ' +
      'the first published computer program.',
    'Just as striking is a remark in the same notes, that the Engine might act on things other than numbers, ' +
      'such as musical notes, if their relations could be expressed in its terms.',
    'The Engine was never built in Babbage’s lifetime. What survives is the design, his drawings and her ' +
      'notes, which read today like documentation for a machine that would not exist for another century.',
  ],
};

export const PARIS_ARTICLE: Article = {
  site: 'Slow Travel Journal',
  section: 'Weekends',
  title: 'Three quiet days by the river',
  byline: 'Travel · 4 min read',
  paragraphs: [
    'We had planned to see everything and ended up seeing very little, slowly, which was the best decision of ' +
      'the trip. The first morning went on coffee, a bakery queue and a long walk along the quays.',
    'The second day we followed the canal north, past iron footbridges and lock gates, and ate lunch on the ' +
      'bank like everyone else. By evening we understood why people say the best way to see [[Paris]] is on foot.',
    'On the last day it rained, so we did what the city is built for in the rain: a museum in the morning, a ' +
      'covered passage after lunch, and a café window for the rest of the afternoon.',
    'Next time we will stay longer and plan even less. A street market on Sunday morning, an evening concert ' +
      'in a church, and a bench in a park with a book: the things we liked best were never on our list.',
  ],
};

/** The id of the element holding the phrase to select. */
export const SELECTED_PHRASE_ID = 'selected-phrase';

const escapeHtml = (text: string): string =>
  text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');

function paragraphHtml(paragraph: string): string {
  const escaped = escapeHtml(paragraph);
  return `<p>${escaped.replace(/\[\[(.+?)\]\]/u, `<span id="${SELECTED_PHRASE_ID}">$1</span>`)}</p>`;
}

/** The article as a whole HTML document. */
export function articleHtml(article: Article): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(article.title)}</title>
<style>
  :root { color-scheme: light dark; --bg: #fbfaf7; --text: #22211f; --muted: #6b6860; --rule: #e4e0d6; --accent: #8a4b2a; }
  @media (prefers-color-scheme: dark) {
    :root { --bg: #1b1a18; --text: #e9e6df; --muted: #a39f95; --rule: #3b3832; --accent: #e0a37e; }
  }
  body { margin: 0; background: var(--bg); color: var(--text); font-family: Georgia, 'DejaVu Serif', serif; }
  header { display: flex; align-items: baseline; gap: 16px; padding: 18px 48px; border-bottom: 1px solid var(--rule);
    font-family: system-ui, sans-serif; }
  header strong { font-size: 20px; color: var(--accent); letter-spacing: 0.02em; }
  header span { color: var(--muted); font-size: 14px; }
  main { max-width: 640px; margin: 0 auto; padding: 36px 48px; }
  h1 { font-size: 34px; line-height: 1.2; margin: 0 0 10px; font-weight: normal; }
  .byline { color: var(--muted); font-family: system-ui, sans-serif; font-size: 14px; margin: 0 0 28px; }
  p { font-size: 18px; line-height: 1.65; margin: 0 0 20px; }
</style>
</head>
<body>
<header><strong>${escapeHtml(article.site)}</strong><span>${escapeHtml(article.section)}</span></header>
<main>
<h1>${escapeHtml(article.title)}</h1>
<p class="byline">${escapeHtml(article.byline)}</p>
${article.paragraphs.map(paragraphHtml).join('\n')}
</main>
</body>
</html>`;
}

/** The phrase the article marks for selection, as plain text. */
export function selectedPhrase(article: Article): string {
  for (const paragraph of article.paragraphs) {
    const match = /\[\[(.+?)\]\]/u.exec(paragraph);
    if (match?.[1]) return match[1];
  }
  throw new Error(`${article.title} marks no phrase to select`);
}
