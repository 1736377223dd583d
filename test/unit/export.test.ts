import { describe, expect, it } from 'vitest';
import { citation, citationDate } from '../../lib/export/citation';
import { csvField, guardFormula, toCsv } from '../../lib/export/csv';
import { exportedExtras, exportedResults, type ExportedResult } from '../../lib/export/exported-results';
import { exportFileName } from '../../lib/export/file-name';
import { toJson } from '../../lib/export/json';
import { linksText } from '../../lib/export/links';
import { escapeMarkdown, toMarkdown } from '../../lib/export/markdown';
import { withSite } from '../../lib/ui/site-query';

// In the order the page shows them: the engine's rank 7 pinned first, the result at rank 2 blocked.
const results: ExportedResult[] = exportedResults([
  { position: 7, title: 'First *bold*', link: 'https://a.example/', snippet: 'Plain', date: '2025-03-01' },
  { position: 1, title: 'Second, "quoted"', link: 'https://b.example/x_(y)', snippet: 'Line one\nline two' },
  { position: 3, title: '=HYPERLINK("evil")', link: 'javascript:alert(1)', snippet: '-2+3' },
]);

const extras = exportedExtras({
  answerBox: { title: 'Eiffel Tower / Height', answer: '330 m', link: 'https://a.example/eiffel' },
  peopleAlsoAsk: [
    { question: 'How tall *is* it?', snippet: 'About 330 m.', title: 'Source', link: 'https://b.example/?q=a\\b' },
    { question: 'Who built it?', link: 'javascript:alert(1)' },
  ],
});

describe('exporting the answer box and people also ask', () => {
  it('adds them to Markdown around the results, escaped, with safe links only', () => {
    expect(toMarkdown('eiffel', results.slice(0, 1), extras)).toBe(
      [
        '# Search results for “eiffel”',
        '',
        '## Answer',
        '',
        '> 330 m',
        '',
        'Source: [Eiffel Tower / Height](<https://a.example/eiffel>)',
        '',
        '1. [First \\*bold\\*](<https://a.example/>)',
        '   Plain',
        '',
        '## People also ask',
        '',
        '- **How tall \\*is\\* it?**',
        '  About 330 m.',
        '  [Source](<https://b.example/?q=a%5Cb>)',
        '- **Who built it?**',
        '',
      ].join('\n'),
    );
  });

  it('adds them to JSON, leaving out what is empty', () => {
    expect(JSON.parse(toJson({ query: 'eiffel' }, [], extras))).toEqual({
      query: 'eiffel',
      options: {},
      answer: { text: '330 m', title: 'Eiffel Tower / Height', link: 'https://a.example/eiffel' },
      results: [],
      peopleAlsoAsk: [
        { question: 'How tall *is* it?', snippet: 'About 330 m.', title: 'Source', link: 'https://b.example/?q=a\\b' },
        { question: 'Who built it?' },
      ],
    });
  });

  it('a backslash in a result URL cannot escape the end of its Markdown link', () => {
    const [result] = exportedResults([{ position: 1, title: 'T', link: 'https://a.example/?path=C:\\dir\\' }]);
    expect(toMarkdown('q', [result!])).toContain('[T](<https://a.example/?path=C:%5Cdir%5C>)');
  });
});

describe('exporting the shown results', () => {
  it('takes the results in the order shown, numbered as shown, with the link only where the page shows one', () => {
    expect(results.map((r) => [r.position, r.link])).toEqual([
      [1, 'https://a.example/'],
      [2, 'https://b.example/x_(y)'],
      [3, ''],
    ]);
  });

  it('writes Markdown: a heading, a numbered list of links (URLs in <>), snippets indented', () => {
    expect(toMarkdown('q [1]', results)).toBe(
      [
        '# Search results for “q \\[1\\]”',
        '',
        '1. [First \\*bold\\*](<https://a.example/>)',
        '   Plain',
        '',
        '2. [Second, "quoted"](<https://b.example/x_(y)>)',
        '   Line one line two',
        '',
        '3. \\=HYPERLINK("evil")',
        '   \\-2+3',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['a_b*c', 'a\\_b\\*c'],
    ['<b>&amp;', '\\<b\\>\\&amp;'],
    ['# not a heading', '\\# not a heading'],
    ['1. not a list', '1\\. not a list'],
    ['plain, text.', 'plain, text.'],
  ])('escapes Markdown markup in %j', (text, escaped) => {
    expect(escapeMarkdown(text)).toBe(escaped);
  });

  it('writes CSV per RFC 4180: header, quoted fields where needed, CRLF after every row', () => {
    expect(toCsv(results)).toBe(
      'position,title,link,snippet,date\r\n' +
        '1,First *bold*,https://a.example/,Plain,2025-03-01\r\n' +
        '2,"Second, ""quoted""",https://b.example/x_(y),"Line one\nline two",\r\n' +
        `3,"'=HYPERLINK(""evil"")",,'-2+3,\r\n`,
    );
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('guards the formula-like cell %j', (cell, guarded) => {
    expect(guardFormula(cell)).toBe(guarded);
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
  ])('quotes the CSV field %j as %j', (cell, quoted) => {
    expect(csvField(cell)).toBe(quoted);
  });

  it('writes JSON with the query, the options and the results, leaving out empty fields', () => {
    const json = toJson({ query: 'q', country: 'FR' }, results);
    expect(json.endsWith('}\n')).toBe(true);
    expect(JSON.parse(json)).toEqual({
      query: 'q',
      options: { country: 'FR' },
      results: [
        { position: 1, title: 'First *bold*', link: 'https://a.example/', snippet: 'Plain', date: '2025-03-01' },
        { position: 2, title: 'Second, "quoted"', link: 'https://b.example/x_(y)', snippet: 'Line one\nline two' },
        { position: 3, title: '=HYPERLINK("evil")', snippet: '-2+3' },
      ],
    });
  });

  it('copies all links one per line, skipping titles that are not links', () => {
    expect(linksText(results)).toBe('https://a.example/\nhttps://b.example/x_(y)');
  });

  it('cites the knowledge panel as “Title. Source. URL (accessed D Month YYYY).”', () => {
    const accessed = new Date(2026, 2, 3, 12);
    expect(citationDate(accessed)).toBe('3 March 2026');
    expect(
      citation(
        {
          title: 'Ada Lovelace',
          descriptionSource: 'Wikipedia',
          descriptionLink: 'https://en.wikipedia.org/wiki/Ada_Lovelace',
          attributes: [],
        },
        accessed,
      ),
    ).toBe('Ada Lovelace. Wikipedia. https://en.wikipedia.org/wiki/Ada_Lovelace (accessed 3 March 2026).');
    expect(citation({ title: 'Paris.', descriptionLink: 'javascript:x', attributes: [] }, accessed)).toBe(
      'Paris. Accessed 3 March 2026.',
    );
  });

  it('names downloads after the query', () => {
    expect(exportFileName('Ada Lovelace: life & work!', 'csv')).toBe('search-results-ada-lovelace-life-work.csv');
    expect(exportFileName('???', 'md')).toBe('search-results.md');
  });
});

describe('search within a site', () => {
  it.each([
    ['rust traits', 'doc.rust-lang.org', 'rust traits site:doc.rust-lang.org'],
    ['rust site:a.example traits', 'b.example', 'rust traits site:b.example'],
    ['site:a.example', 'b.example', 'site:b.example'],
  ])('adds site: to %j', (query, host, expected) => {
    expect(withSite(query, host)).toBe(expected);
  });
});
