import { describe, expect, it } from 'vitest';
import { handleAnswerShown, handleSearchMessage } from '../../lib/background/search-handler';
import type { SearchMessage, SearchOutcome, SearchView } from '../../lib/search/search-message';

const OWN_ID = 'own-extension-id';

function recorder() {
  const received: SearchMessage[] = [];
  const search = (message: SearchMessage): Promise<SearchOutcome> => {
    received.push(message);
    return Promise.resolve({ ok: false, error: { kind: 'cancelled', message: 'test' } });
  };
  return { received, search };
}

const viewOf = (_sender: unknown, windowId: number | undefined): Promise<SearchView> =>
  Promise.resolve(windowId === undefined ? { private: true } : { windowId, private: false });

describe('the search message at the boundary', () => {
  it('passes a well-formed message from this extension to the search service', async () => {
    const { received, search } = recorder();
    await handleSearchMessage({ request: { query: 'q' }, source: 'popup' }, { id: OWN_ID }, OWN_ID, viewOf, search);
    expect(received).toEqual([{ request: { query: 'q' }, source: 'popup' }]);
  });

  it.each([{ id: 'another-extension' }, {}])('does not act for sender %j', async (sender) => {
    const { received, search } = recorder();
    const outcome = await handleSearchMessage(
      { request: { query: 'q' }, source: 'popup' },
      sender,
      OWN_ID,
      viewOf,
      search,
    );
    expect(received).toEqual([]);
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
  });

  it.each([
    null,
    'search for this',
    { request: { query: 42 }, source: 'popup' },
    { request: { query: 'q' }, source: 'somewhere' },
    { request: { query: 'x'.repeat(200_000) }, source: 'popup' },
  ])('refuses the malformed payload %#', async (data) => {
    const { received, search } = recorder();
    const outcome = await handleSearchMessage(data, { id: OWN_ID }, OWN_ID, viewOf, search);
    expect(received).toEqual([]);
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
  });
});

describe('the answerShown message at the boundary', () => {
  it('passes the search id from this extension’s pages, and nothing else', () => {
    const shown: string[] = [];
    const report = (id: string) => shown.push(id);
    handleAnswerShown({ id: 'painted' }, { id: OWN_ID }, OWN_ID, report);
    handleAnswerShown({ id: 'from-elsewhere' }, { id: 'another-extension' }, OWN_ID, report);
    handleAnswerShown({ id: 'no-sender' }, {}, OWN_ID, report);
    for (const data of [null, 'painted', { id: '' }, { id: 42 }, { id: 'x'.repeat(200) }]) {
      handleAnswerShown(data, { id: OWN_ID }, OWN_ID, report);
    }
    expect(shown).toEqual(['painted']);
  });
});
