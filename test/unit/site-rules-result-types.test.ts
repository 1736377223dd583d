import { describe, expect, it } from 'vitest';
import { siteLinkOf, type ItemOf, type ResultType } from '../../lib/api/result-types';
import type { SearchType } from '../../lib/api/search-options';
import { arrangeBySite, type SiteLists } from '../../lib/sites/arrange-results';

// The Blocked and Pinned sites apply to every search type, by the host of the link the
// type's row names (the item's page; a place's website), at display time as for web results.
const lists: SiteLists = { blocked: ['spam.example'], pinned: ['pinned.example'] };
const options = { showBlocked: false, pinFirst: true };

/** Items of each type at three sites, in rank order: neutral, blocked, pinned. */
const ITEMS: { [K in SearchType]: ItemOf<K>[] } = {
  web: [
    { title: 'A', link: 'https://a.example/', position: 1 },
    { title: 'S', link: 'https://www.spam.example/', position: 2 },
    { title: 'P', link: 'https://pinned.example/', position: 3 },
  ],
  news: [
    { title: 'A', link: 'https://a.example/n', position: 1 },
    { title: 'S', link: 'https://news.spam.example/n', position: 2 },
    { title: 'P', link: 'https://pinned.example/n', position: 3 },
  ],
  images: [
    // Judged by the page the image is on, not by where the picture is stored.
    { title: 'A', link: 'https://a.example/i', imageUrl: 'https://spam.example/a.jpg', position: 1 },
    { title: 'S', link: 'https://spam.example/i', imageUrl: 'https://cdn.example/s.jpg', position: 2 },
    { title: 'P', link: 'https://pinned.example/i', position: 3 },
  ],
  videos: [
    { title: 'A', link: 'https://a.example/v', position: 1 },
    { title: 'S', link: 'https://spam.example/v', position: 2 },
    { title: 'P', link: 'https://docs.pinned.example/v', position: 3 },
  ],
  places: [
    { title: 'A', website: 'https://a.example/', position: 1 },
    { title: 'S', website: 'http://www.spam.example/', position: 2 },
    { title: 'P', website: 'https://pinned.example/', position: 3 },
  ],
  shopping: [
    { title: 'A', link: 'https://a.example/p', price: '$1', position: 1 },
    { title: 'S', link: 'https://spam.example/p', position: 2 },
    { title: 'P', link: 'https://pinned.example/p', position: 3 },
  ],
  scholar: [
    { title: 'A', link: 'https://a.example/paper', pdfUrl: 'https://spam.example/a.pdf', position: 1 },
    { title: 'S', link: 'https://spam.example/paper', position: 2 },
    { title: 'P', link: 'https://pinned.example/paper', position: 3 },
  ],
  patents: [
    { title: 'A', link: 'https://a.example/patent', publicationNumber: 'US1A', position: 1 },
    { title: 'S', link: 'https://spam.example/patent', position: 2 },
    { title: 'P', link: 'https://pinned.example/patent', position: 3 },
  ],
  lens: [
    // A match is judged by the page it is on, not by where the matched picture is stored.
    { title: 'A', link: 'https://a.example/m', imageUrl: 'https://spam.example/a.jpg', position: 1 },
    { title: 'S', link: 'https://spam.example/m', position: 2 },
    { title: 'P', link: 'https://pinned.example/m', position: 3 },
  ],
};

function arranged<K extends SearchType>(type: K, items: ItemOf<K>[], showBlocked = false) {
  return arrangeBySite(items, siteLinkOf(type), lists, { ...options, showBlocked });
}

describe('blocked and pinned sites on every search type', () => {
  it.each(Object.keys(ITEMS) as SearchType[])(
    '%s: hides the blocked site’s item and moves the pinned one first',
    (type) => {
      const result = arranged(type, ITEMS[type]);
      expect(result.blocked).toBe(1);
      expect(result.shown.map(({ item, standing }) => [item.title, standing])).toEqual([
        ['P', 'pinned'],
        ['A', 'neutral'],
      ]);
    },
  );

  it.each(Object.keys(ITEMS) as SearchType[])(
    '%s: shows the blocked item in its place, marked, when asked to',
    (type) => {
      const result = arranged(type, ITEMS[type], true);
      expect(result.shown.map(({ item, standing }) => [item.title, standing])).toEqual([
        ['P', 'pinned'],
        ['A', 'neutral'],
        ['S', 'blocked'],
      ]);
    },
  );

  it('never blocks or pins a place without a website, whatever its name or address says', () => {
    const places: ItemOf<'places'>[] = [
      { title: 'spam.example', address: 'spam.example', position: 1 },
      { title: 'pinned.example', position: 2 },
      { title: 'Café', website: 'javascript:alert(1)', position: 3 },
    ];
    const result = arranged('places', places);
    expect(result.blocked).toBe(0);
    expect(result.shown.map(({ standing }) => standing)).toEqual(['neutral', 'neutral', 'neutral']);
  });

  it('judges an item whose link is not http(s) by nothing: neither blocked nor pinned', () => {
    const odd = ['javascript://spam.example/', 'ftp://pinned.example/'];
    const items: { [K in ResultType]: ItemOf<K>[] } = {
      news: odd.map((link, i) => ({ title: 'x', link, position: i + 1 })),
      images: odd.map((link, i) => ({ title: 'x', link, position: i + 1 })),
      videos: odd.map((link, i) => ({ title: 'x', link, position: i + 1 })),
      places: odd.map((website, i) => ({ title: 'x', website, position: i + 1 })),
      shopping: odd.map((link, i) => ({ title: 'x', link, position: i + 1 })),
      scholar: odd.map((link, i) => ({ title: 'x', link, position: i + 1 })),
      patents: odd.map((link, i) => ({ title: 'x', link, position: i + 1 })),
      lens: odd.map((link, i) => ({ title: 'x', link, position: i + 1 })),
    };
    for (const type of Object.keys(items) as ResultType[]) {
      const result = arranged(type, items[type]);
      expect(result.shown.map(({ standing }) => standing)).toEqual(['neutral', 'neutral']);
    }
  });
});
