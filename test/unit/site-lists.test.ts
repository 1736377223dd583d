import { describe, expect, it } from 'vitest';
import { arrangeBySite, siteStanding, type SiteLists } from '../../lib/sites/arrange-results';
import { applySiteAction, reverted, withChange, type SiteAction } from '../../lib/sites/site-actions';
import { checkSiteLists } from '../../lib/settings/site-lists-item';

const lists = (blocked: string[], pinned: string[]): SiteLists => ({ blocked, pinned });
const link = (item: { link: string }) => item.link;
const items = [
  { link: 'https://a.example/1' },
  { link: 'https://www.spam.example/2' },
  { link: 'https://b.example/3' },
  { link: 'https://docs.pinned.example/4' },
  { link: 'https://spam.example/5' },
  { link: 'https://pinned.example/6' },
  { link: 'not a link' },
];

describe('arranging results by the lists', () => {
  it('hides blocked results, counts them, and keeps the rest in their order', () => {
    const arranged = arrangeBySite(items, link, lists(['spam.example'], []), { showBlocked: false, pinFirst: true });
    expect(arranged.blocked).toBe(2);
    expect(arranged.shown.map((s) => s.item.link)).toEqual([
      'https://a.example/1',
      'https://b.example/3',
      'https://docs.pinned.example/4',
      'https://pinned.example/6',
      'not a link',
    ]);
  });

  it('moves pinned results to the top, each group keeping its relative order', () => {
    const arranged = arrangeBySite(items, link, lists([], ['pinned.example']), { showBlocked: false, pinFirst: true });
    expect(arranged.shown.map((s) => [s.item.link, s.standing])).toEqual([
      ['https://docs.pinned.example/4', 'pinned'],
      ['https://pinned.example/6', 'pinned'],
      ['https://a.example/1', 'neutral'],
      ['https://www.spam.example/2', 'neutral'],
      ['https://b.example/3', 'neutral'],
      ['https://spam.example/5', 'neutral'],
      ['not a link', 'neutral'],
    ]);
  });

  it('shows blocked results in place, marked, when asked to for this search', () => {
    const arranged = arrangeBySite(items, link, lists(['spam.example'], []), { showBlocked: true, pinFirst: true });
    expect(arranged.blocked).toBe(2);
    expect(arranged.shown).toHaveLength(items.length);
    expect(arranged.shown[1]).toEqual({ item: items[1], standing: 'blocked' });
  });

  it('leaves the order alone where pinning does not apply (top stories)', () => {
    const arranged = arrangeBySite(items, link, lists([], ['pinned.example']), { showBlocked: false, pinFirst: false });
    expect(arranged.shown.map((s) => s.item)).toEqual(items);
  });

  it.each([
    ['only blocked', ['example.com'], [], 'https://www.example.com/', 'blocked'],
    ['only pinned', [], ['example.com'], 'https://example.com/', 'pinned'],
    [
      'a pinned subdomain of a blocked site',
      ['example.com'],
      ['docs.example.com'],
      'https://docs.example.com/',
      'pinned',
    ],
    [
      'a blocked subdomain of a pinned site',
      ['ads.example.com'],
      ['example.com'],
      'https://ads.example.com/',
      'blocked',
    ],
    ['the same site in both lists', ['example.com'], ['example.com'], 'https://example.com/', 'blocked'],
    ['neither', ['a.com'], ['b.com'], 'https://c.com/', 'neutral'],
  ])('decides by the most specific entry: %s', (_, blocked, pinned, url, standing) => {
    expect(siteStanding(url, lists(blocked, pinned))).toBe(standing);
  });
});

describe('a result menu’s actions, and undoing them', () => {
  it.each<[string, SiteLists, SiteAction, string, SiteLists, string]>([
    [
      'block lists the site without www.',
      lists([], []),
      'block',
      'www.spam.example',
      lists(['spam.example'], []),
      'spam.example',
    ],
    [
      'block drops a pin that would outrank it',
      lists([], ['spam.example']),
      'block',
      'spam.example',
      lists(['spam.example'], []),
      'spam.example',
    ],
    [
      'block keeps a broader pin (the block is more specific)',
      lists([], ['example.com']),
      'block',
      'ads.example.com',
      lists(['ads.example.com'], ['example.com']),
      'ads.example.com',
    ],
    [
      'pin drops a block that would outrank it',
      lists(['x.org'], []),
      'pin',
      'www.x.org',
      lists([], ['x.org']),
      'x.org',
    ],
    ['pin twice lists it once', lists([], ['x.org']), 'pin', 'x.org', lists([], ['x.org']), 'x.org'],
    [
      'unpin drops every pin covering the host',
      lists([], ['example.com', 'docs.example.com', 'o.org']),
      'unpin',
      'docs.example.com',
      lists([], ['o.org']),
      'example.com',
    ],
    [
      'unblock drops every block covering the host',
      lists(['example.com', 'z.org'], []),
      'unblock',
      'www.example.com',
      lists(['z.org'], []),
      'example.com',
    ],
  ])('%s', (_, before, action, host, after, site) => {
    const applied = applySiteAction(before, action, host);
    expect(applied.lists).toEqual(after);
    expect(applied.site).toBe(site);
    // Undo brings back exactly what was there (the order within a list does not matter).
    const undone = withChange(applied.lists, reverted(applied.change));
    expect([undone.blocked.sort(), undone.pinned.sort()]).toEqual([
      [...before.blocked].sort(),
      [...before.pinned].sort(),
    ]);
  });

  it('undo leaves alone what another page changed in the meantime', () => {
    const applied = applySiteAction(lists([], []), 'block', 'spam.example');
    const meanwhile = { ...applied.lists, pinned: ['other.org'] };
    expect(withChange(meanwhile, reverted(applied.change))).toEqual(lists([], ['other.org']));
  });
});

describe('the stored lists, checked on read', () => {
  it.each([
    ['two valid lists', { blocked: ['a.com'], pinned: ['b.com'] }, lists(['a.com'], ['b.com'])],
    ['nothing stored', undefined, lists([], [])],
    ['not an object', 'a.com', lists([], [])],
    ['one list damaged, the other kept', { blocked: 'a.com', pinned: ['b.com'] }, lists([], ['b.com'])],
    [
      'bad entries dropped, good ones normalized once',
      { blocked: ['A.com', 42, 'a b', 'www.a.com'], pinned: [] },
      lists(['a.com'], []),
    ],
  ])('%s', (_, stored, expected) => {
    expect(checkSiteLists(stored)).toEqual(expected);
  });
});
