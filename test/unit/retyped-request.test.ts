import { describe, expect, it } from 'vitest';
import { retypedRequest } from '../../lib/ui/retyped-request';
import type { CurrentSearch } from '../../lib/search/current-search';
import type { SearchRequest } from '../../lib/api/search-options';

const base = { id: 's1', source: 'sidepanel', startedAt: 1 } as const;
const loading = (request: SearchRequest): CurrentSearch => ({ ...base, request, status: 'loading' });
const answered = (request: SearchRequest): CurrentSearch =>
  ({ ...base, request, status: 'success', finishedAt: 2, response: {} }) as unknown as CurrentSearch;

describe('the search a type tab runs (retypedRequest)', () => {
  it('searches the shown words as the chosen type, from the first page, options kept', () => {
    const shown = answered({ query: 'espresso', type: 'shopping', page: 3, country: 'it' });
    expect(retypedRequest('news', shown)).toEqual({ query: 'espresso', type: 'news', country: 'it' });
    expect(retypedRequest('web', answered({ query: 'espresso', type: 'news' }))).toEqual({
      query: 'espresso',
      type: 'web',
    });
  });

  it('searches the words of a search still running, shown or only sent by this page', () => {
    expect(retypedRequest('places', loading({ query: 'coffee london', type: 'shopping' }))).toEqual({
      query: 'coffee london',
      type: 'places',
    });
    // The page's own search, sent and not yet in the window's record, is newer than the one shown.
    const shown = answered({ query: 'paris', type: 'shopping' });
    expect(retypedRequest('places', shown, { query: 'coffee london', type: 'shopping' })).toEqual({
      query: 'coffee london',
      type: 'places',
    });
  });

  it('runs nothing for the type the search already has, for an image, or with no words to search', () => {
    expect(retypedRequest('news', answered({ query: 'paris', type: 'news' }))).toBeUndefined();
    expect(retypedRequest('web', answered({ query: 'paris' }))).toBeUndefined();
    expect(retypedRequest('news', answered({ query: '', type: 'lens' }))).toBeUndefined();
    // The page's newest search already has the type chosen: the answer on its way is the one to show.
    expect(retypedRequest('news', answered({ query: 'paris' }), { query: 'paris', type: 'news' })).toBeUndefined();
    expect(retypedRequest('news', null)).toBeUndefined();
    expect(retypedRequest('news', undefined)).toBeUndefined();
    const failed = { ...base, request: { query: 'paris' }, status: 'error', finishedAt: 2 } as unknown as CurrentSearch;
    expect(retypedRequest('news', failed)).toBeUndefined();
    // A search left waiting for the person's Search (a private window's menu search) is not sent by a tab.
    expect(retypedRequest('news', { ...base, request: { query: 'paris' }, status: 'pending' })).toBeUndefined();
  });
});
