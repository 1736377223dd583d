/*
 * A long article, about 100 KB of markdown — the size of a long feature or a documentation
 * page — for what a page's size costs: the reader serves it as markdown for any address under
 * LONG_READ_ORIGIN (the bench's Read here), and the page endpoint serves the same article as an
 * ordinary web page (the bench's hundred tabs with the selection button). Written from a fixed
 * set of sentences in a fixed order, so every read and every load is the same article, byte
 * for byte, with the markup a real article has: headings, paragraphs with links, emphasis and
 * code, lists, quotes, code blocks and tables.
 */

/** The reader reads every address under this origin as the long article. */
export const LONG_READ_ORIGIN = 'https://long-read.example.org';
/** The same article as a web page of the local API's own origin (page-endpoint.ts). */
export const LONG_READ_PAGE_PATH = '/pages/long-read.html';
/** At least this many characters of markdown: sections are added until it is reached. */
export const LONG_READ_CHARS = 100_000;
export const LONG_READ_TITLE = 'The Analytical Engine and the long road to the stored program';

type Inline = string | { link: string; href: string } | { em: string } | { strong: string } | { code: string };
type Block =
  { p: Inline[] } | { ul: string[] } | { ol: string[] } | { quote: string } | { code: string } | { table: string[][] };

const SENTENCES = [
  'Charles Babbage began the design of the Analytical Engine in 1834, after work on the Difference Engine stalled.',
  'The machine was to read its program and its data from punched cards, an idea taken from the Jacquard loom.',
  'Its store could hold a thousand numbers of fifty decimal digits, and its mill did the arithmetic on them.',
  'Ada Lovelace translated Luigi Menabrea’s paper on the Engine in 1843 and added notes three times its length.',
  'Her Note G sets out, step by step, how the Engine would compute the Bernoulli numbers.',
  'She saw that a machine which acts on symbols could compose music as well as compute tables.',
  'None of the Engine was finished in Babbage’s lifetime; his son Henry built a small part of the mill in 1910.',
  'A century later, the machines of the 1940s were built from relays and then from vacuum tubes.',
  'The ENIAC was programmed by setting switches and plugging cables, which took days for each new problem.',
  'The report on the EDVAC described a machine that kept its program in the same memory as its data.',
  'The Manchester Baby ran the first stored program on 21 June 1948, from a memory built on a cathode-ray tube.',
  'The EDSAC in Cambridge ran its first program the next year and served the university’s scientists for years.',
  'Subroutines, libraries and assemblers grew out of the work of keeping programs short and correct.',
  'Grace Hopper’s compiler work led to languages in which a program read more like a description of the problem.',
  'Each of these steps made the machine easier to change without rebuilding it.',
  'Historians still argue about how much each of these pioneers knew of the others’ work.',
] as const;

const LINKS = [
  [
    'the Science Museum’s collection',
    'https://www.sciencemuseum.org.uk/objects-and-stories/charles-babbages-difference-engines-and-science-museum',
  ],
  ['Menabrea’s paper', 'https://en.wikipedia.org/wiki/Luigi_Federico_Menabrea'],
  ['the Computer History Museum', 'https://www.computerhistory.org/babbage/'],
  ['the EDVAC report', 'https://en.wikipedia.org/wiki/First_Draft_of_a_Report_on_the_EDVAC'],
  ['the Manchester Baby', 'https://en.wikipedia.org/wiki/Manchester_Baby'],
] as const;

const CODE = [
  'for (let n = 1; n <= 7; n += 1) {',
  '  const b = bernoulli(n); // Note G computes B7',
  '  table.push({ n, b });',
  '}',
].join('\n');

/** The n-th section: a heading, then paragraphs and one or two other blocks, turning through them. */
function section(n: number): { heading: string; blocks: Block[] } {
  const sentence = (k: number) => SENTENCES[(n * 5 + k) % SENTENCES.length] ?? '';
  const [label, href] = LINKS[n % LINKS.length] ?? LINKS[0];
  const paragraph = (k: number): Block => ({
    p: [
      `${sentence(k)} ${sentence(k + 1)} `,
      { em: 'As one account puts it,' },
      ` ${sentence(k + 2)} More is in `,
      { link: label, href },
      `. ${sentence(k + 3)} The store’s columns were to be read with `,
      { code: `column[${n % 50}]` },
      `, and the word `,
      { strong: 'mill' },
      ` meant the arithmetic unit. ${sentence(k + 4)}`,
    ],
  });
  const extra: Block[] = [
    { ul: [sentence(5), sentence(6), sentence(7)] },
    { quote: sentence(8) },
    { ol: [sentence(9), sentence(10), sentence(11)] },
    { code: CODE },
    {
      table: [
        ['Machine', 'Year', 'Memory'],
        ['Analytical Engine (design)', '1837', '1,000 numbers of 50 digits'],
        ['Manchester Baby', '1948', '32 words of 32 bits'],
        ['EDSAC', '1949', '512 words of 18 bits'],
      ],
    },
  ];
  return {
    heading: `Part ${n + 1}: ${sentence(0).split(' ').slice(0, 6).join(' ')}`,
    blocks: [paragraph(0), paragraph(3), extra[n % extra.length]!, paragraph(6)],
  };
}

function inlineMarkdown(inline: Inline): string {
  if (typeof inline === 'string') return inline;
  if ('link' in inline) return `[${inline.link}](${inline.href})`;
  if ('em' in inline) return `*${inline.em}*`;
  if ('strong' in inline) return `**${inline.strong}**`;
  return `\`${inline.code}\``;
}

function blockMarkdown(block: Block): string {
  if ('p' in block) return block.p.map(inlineMarkdown).join('');
  if ('ul' in block) return block.ul.map((item) => `- ${item}`).join('\n');
  if ('ol' in block) return block.ol.map((item, index) => `${index + 1}. ${item}`).join('\n');
  if ('quote' in block) return `> ${block.quote}`;
  if ('code' in block) return `\`\`\`js\n${block.code}\n\`\`\``;
  const [header = [], ...rows] = block.table;
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');
}

const escapeHtml = (text: string) =>
  text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');

function inlineHtml(inline: Inline): string {
  if (typeof inline === 'string') return escapeHtml(inline);
  if ('link' in inline) return `<a href="${escapeHtml(inline.href)}">${escapeHtml(inline.link)}</a>`;
  if ('em' in inline) return `<em>${escapeHtml(inline.em)}</em>`;
  if ('strong' in inline) return `<strong>${escapeHtml(inline.strong)}</strong>`;
  return `<code>${escapeHtml(inline.code)}</code>`;
}

function blockHtml(block: Block): string {
  const items = (list: string[]) => list.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  if ('p' in block) return `<p>${block.p.map(inlineHtml).join('')}</p>`;
  if ('ul' in block) return `<ul>${items(block.ul)}</ul>`;
  if ('ol' in block) return `<ol>${items(block.ol)}</ol>`;
  if ('quote' in block) return `<blockquote><p>${escapeHtml(block.quote)}</p></blockquote>`;
  if ('code' in block) return `<pre><code>${escapeHtml(block.code)}</code></pre>`;
  const [header = [], ...rows] = block.table;
  const cells = (row: string[], tag: string) => row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('');
  return `<table><thead><tr>${cells(header, 'th')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${cells(row, 'td')}</tr>`)
    .join('')}</tbody></table>`;
}

/** As many sections as make LONG_READ_CHARS of markdown. */
const SECTIONS = (() => {
  const sections: Array<ReturnType<typeof section>> = [];
  for (let length = 0, n = 0; length < LONG_READ_CHARS; n += 1) {
    const next = section(n);
    sections.push(next);
    length += next.blocks.map(blockMarkdown).join('\n\n').length + next.heading.length + 8;
  }
  return sections;
})();

/** The article as the reader's markdown: its title, then every section. */
export const LONG_READ_MARKDOWN = [
  `# ${LONG_READ_TITLE}`,
  ...SECTIONS.flatMap(({ heading, blocks }) => [`## ${heading}`, ...blocks.map(blockMarkdown)]),
].join('\n\n');

/** The article as a web page: a site's header and navigation, the article, an aside and a footer. */
export const LONG_READ_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(LONG_READ_TITLE)}</title>
<style>body{font:17px/1.6 Georgia,serif;margin:0;color:#222}header,footer{background:#f3f1ec;padding:12px 24px}
nav a{margin-right:16px}main{display:flex;gap:32px;padding:24px}article{max-width:720px}aside{width:220px;font-size:14px}
pre{background:#f6f6f6;padding:8px;overflow:auto}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px}</style>
</head><body><header><strong>The Long Read</strong><nav>${['Home', 'History', 'Science', 'About']
  .map((name) => `<a href="/${name.toLowerCase()}">${name}</a>`)
  .join('')}</nav></header>
<main><article><h1>${escapeHtml(LONG_READ_TITLE)}</h1>${SECTIONS.map(
  ({ heading, blocks }) => `<section><h2>${escapeHtml(heading)}</h2>${blocks.map(blockHtml).join('')}</section>`,
).join('\n')}</article>
<aside><h2>In this article</h2><ol>${SECTIONS.slice(0, 20)
  .map(({ heading }) => `<li>${escapeHtml(heading)}</li>`)
  .join('')}</ol></aside></main>
<footer><p>Set in Georgia. Served by the local search API.</p></footer></body></html>`;

/** Whether the reader reads `url` as the long article. */
export function isLongRead(url: string): boolean {
  return url.startsWith(`${LONG_READ_ORIGIN}/`);
}

/** The reader's answer for an address of the long article, in the live reader's shape. */
export function longReadBody(
  url: string,
  includeMarkdown: boolean,
  credits: number,
): { text: string; markdown?: string; metadata: Record<string, string>; credits: number } {
  const text = LONG_READ_MARKDOWN.replace(/[#*`>|[\]]|\(https:[^)]*\)/gu, '');
  return {
    text,
    ...(includeMarkdown && { markdown: LONG_READ_MARKDOWN }),
    metadata: { title: LONG_READ_TITLE, 'og:title': LONG_READ_TITLE, 'og:url': url },
    credits,
  };
}
