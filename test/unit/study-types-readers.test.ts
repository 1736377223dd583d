import { describe, expect, it } from 'vitest';
import { mergePages } from '../../lib/api/merge-pages';
import { parseSearchResponse } from '../../lib/api/parse-response';
import { readPatents } from '../../lib/api/readers/read-patents';
import { readPublicationInfo, readScholar } from '../../lib/api/readers/read-scholar';
import { citedByLink, clusterOf } from '../../lib/api/readers/scholar-ids';
import { typedList } from '../../lib/api/result-types';
import { LIMITS } from '../../lib/api/search-response';
import { scholarId } from '../search-api/typed-items';

// The readers of papers and patents: what they keep of an item, what they make of Scholar's
// publication line and ids, and what they refuse.

/** One item read by its type's schema, at the rank the service gave it (its list's reader). */
const readScholarItem = (item: object, position: number) => readScholar([{ ...item, position }]).items[0];
const readPatentItem = (item: object, position: number) => readPatents([{ ...item, position }]).items[0];

describe('Google Scholar ids', () => {
  it.each([
    // Published pairs of a paper's id and its cluster number (its "Cited by" link's cites=).
    ['dyZ4bDycdLQJ', '13003189807457248887'], // SerpApi, "Bananas and plantains"
    ['61OUs-3P374J', '13753940406839825387'], // SerpApi, a Minecraft literature review
    ['5Gohgn6QFikJ', '2960712678066186980'], // SerpApi, "Attention is all you need"
    ['KVT-hW9IrDoJ', '4227833794020660265'], // SerpApi, Planta medica 2017
    ['-qxGY874hFMJ', '6018208567386352890'], // scholarly, an author's publication
  ])('reads %s as the cluster %s', (id, cluster) => {
    expect(clusterOf(id)).toBe(cluster);
    expect(citedByLink(id)).toBe(`https://scholar.google.com/scholar?cites=${cluster}`);
  });

  it.each(['', 'short', 'yxbEyzVD4yYJx', 'yxbEyzVD4y/J', 'AAAAAAAAAAAA', undefined])(
    'makes no link of %j, which is not such an id',
    (id) => {
      expect(citedByLink(id)).toBeUndefined();
    },
  );

  it('reads back the ids the local API makes', () => {
    for (const title of ['Understanding TypeScript', 'Espresso Coffee: The Science of Quality']) {
      expect(clusterOf(scholarId(title))).toMatch(/^\d{1,20}$/u);
    }
  });
});

describe('a paper’s publication line', () => {
  it.each([
    [
      'L Heracleous - Organizational Dynamics, 2013 - heracleous.org',
      { authors: 'L Heracleous', venue: 'Organizational Dynamics', year: 2013 },
    ],
    ['DB Yoffie, P Rossano - 2012 - academia.edu', { authors: 'DB Yoffie, P Rossano', year: 2012 }],
    [
      'X Chen, Y Liu, H Gong - 2021 3rd International Conference on …, 2021 - atlantis-press.com',
      { authors: 'X Chen, Y Liu, H Gong', venue: '2021 3rd International Conference on …', year: 2021 },
    ],
    ['A Author - Journal of Things', { authors: 'A Author' }],
    ['A Author - Journal, 1999', { authors: 'A Author', venue: 'Journal', year: 1999 }],
    ['no dashes at all', {}],
    [undefined, {}],
  ])('reads %j as %j', (info, expected) => {
    expect(readPublicationInfo(info)).toEqual(expected);
  });
});

describe('reading papers', () => {
  it('keeps what a paper has, cleans its texts, and links its citations from its id', () => {
    const paper = readScholarItem(
      {
        title: ' Quantum \u202Estrategy\n at apple inc ',
        link: 'https://www.heracleous.org/q.pdf',
        publicationInfo: 'L Heracleous - Organizational Dynamics, 2013 - heracleous.org',
        snippet: '… at Apple …',
        year: 2013,
        citedBy: '1,234',
        pdfUrl: 'https://www.heracleous.org/q.pdf',
        id: 'MNN--nqhxRkJ',
      },
      3,
    );
    expect(paper).toEqual({
      title: 'Quantum strategy at apple inc',
      link: 'https://www.heracleous.org/q.pdf',
      publicationInfo: 'L Heracleous - Organizational Dynamics, 2013 - heracleous.org',
      authors: 'L Heracleous',
      venue: 'Organizational Dynamics',
      year: 2013,
      snippet: '… at Apple …',
      citedBy: 1234,
      citedByLink: 'https://scholar.google.com/scholar?cites=1857067970920895280',
      pdfUrl: 'https://www.heracleous.org/q.pdf',
      id: 'MNN--nqhxRkJ',
      position: 3,
    });
  });

  it('takes the year from the line when the service gives none, and no link without a count', () => {
    const paper = readScholarItem(
      { title: 'T', link: 'https://x.example/', publicationInfo: 'A B - Venue, 1999 - x.example', id: 'MNN--nqhxRkJ' },
      1,
    );
    expect(paper).toMatchObject({ year: 1999, venue: 'Venue' });
    expect(paper?.citedByLink).toBeUndefined();
    expect(readScholarItem({ title: 'T', link: 'https://x.example/', year: 12 }, 1)?.year).toBeUndefined();
  });

  it('drops a paper without its title or link, and caps the list', () => {
    const raw = [
      { title: 'no link' },
      { link: 'https://x.example/' },
      'not an object',
      { title: 'T', link: 'https://x.example/' },
    ];
    expect(readScholar(raw)).toMatchObject({ items: [{ title: 'T', position: 1 }], dropped: 3 });
    const many = Array.from({ length: LIMITS.results + 5 }, (_, i) => ({
      title: `T${i}`,
      link: `https://x.example/${i}`,
    }));
    expect(readScholar(many).items).toHaveLength(LIMITS.results);
  });
});

describe('reading patents', () => {
  const figure = (n: number) => ({
    imageUrl: `https://p.example/${n}.png`,
    thumbnailUrl: `https://p.example/${n}-t.png`,
  });

  it('keeps one picture: its thumbnail, else its first figure’s; counts the figures; an empty grant day is none', () => {
    expect(
      readPatentItem(
        {
          title: 'Flexible ads',
          link: 'https://patents.google.com/patent/DE112013003937B4/en',
          grantDate: '',
          publicationDate: '2023-12-28',
          figures: [figure(1), figure(2), figure(3)],
        },
        1,
      ),
    ).toEqual({
      title: 'Flexible ads',
      link: 'https://patents.google.com/patent/DE112013003937B4/en',
      publicationDate: '2023-12-28',
      thumbnailUrl: 'https://p.example/1-t.png',
      figures: 3,
      position: 1,
    });
    const own = readPatentItem(
      { title: 'T', link: 'https://x.example/', thumbnailUrl: 'https://p.example/own.png', figures: [figure(1)] },
      1,
    );
    expect(own?.thumbnailUrl).toBe('https://p.example/own.png');
    expect(readPatentItem({ title: 'T', link: 'https://x.example/', figures: [] }, 1)).toEqual({
      title: 'T',
      link: 'https://x.example/',
      position: 1,
    });
  });

  it('reads whatever arrives without throwing, and keeps no picture that is not a string', () => {
    for (const figures of [null, 'many', [null], [{ imageUrl: 7 }], { 0: figure(1) }]) {
      const patent = readPatentItem({ title: 'T', link: 'https://x.example/', figures }, 1);
      expect(patent?.thumbnailUrl).toBeUndefined();
    }
  });
});

describe('papers and patents in an answer', () => {
  const body = (items: unknown[], type = 'scholar') =>
    JSON.stringify({ searchParameters: { q: 'q', type }, organic: items, credits: 1 });

  it('reads the echo’s type from `organic`, keeping web results empty, whichever type was asked for', () => {
    const result = parseSearchResponse(body([{ title: 'T', link: 'https://x.example/' }], 'patents'), {
      query: 'q',
    });
    expect(result.ok && result.value).toMatchObject({ type: 'patents', organic: [], patents: [{ title: 'T' }] });
    expect(result.ok && typedList(result.value)).toMatchObject({ type: 'patents', items: [{ title: 'T' }] });
  });

  it('appends More results without a paper twice, numbering on', () => {
    const page = (links: string[]) => {
      const result = parseSearchResponse(body(links.map((link) => ({ title: link, link }))), { query: 'q' });
      if (!result.ok) throw new Error('did not parse');
      return result.value;
    };
    const merged = mergePages(page(['https://a.example/', 'https://b.example/']), [
      page(['https://b.example/', 'https://c.example/']),
    ]);
    expect(merged.added).toEqual([1]);
    expect(merged.response.scholar?.map((paper) => [paper.link, paper.position])).toEqual([
      ['https://a.example/', 1],
      ['https://b.example/', 2],
      ['https://c.example/', 3],
    ]);
  });
});
