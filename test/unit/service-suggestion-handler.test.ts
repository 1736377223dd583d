import { describe, expect, it } from 'vitest';
import { suggestFromService } from '../../lib/background/service-suggestion-handler';
import type { ServiceSuggestionService } from '../../lib/search/service-suggestions';
import type { SearchView } from '../../lib/search/search-message';

/*
 * The boundary of the service's suggestions (issue 40): the worker's handler of `suggestFromService`.
 * The service behind it is a recorder of what reached it: the point is what never does.
 */

const OWN = 'own-extension-id';
function recorder() {
  const asked: Array<{ text: string; view: SearchView; source: string }> = [];
  const service: ServiceSuggestionService = {
    suggest: (text, view, source) => {
      asked.push({ text, view, source });
      return Promise.resolve(['apple inc']);
    },
    whenIdle: () => Promise.resolve(),
  };
  return { asked, service };
}
const viewOf = (_sender: unknown, windowId: number | undefined): Promise<SearchView> =>
  Promise.resolve({ ...(windowId !== undefined && { windowId }), private: windowId === 9 });

describe('suggestFromService: who may ask, and what', () => {
  it('passes a page of this extension its text, its window as the browser tells it, and which page asked', async () => {
    const { asked, service } = recorder();
    const popup = { id: OWN, url: `chrome-extension://${OWN}/popup.html` };
    expect(await suggestFromService({ text: 'app', windowId: 9 }, popup, OWN, viewOf, service)).toEqual({
      queries: ['apple inc'],
    });
    await suggestFromService(
      { text: 'app' },
      { id: OWN, url: `chrome-extension://${OWN}/sidepanel.html` },
      OWN,
      viewOf,
      service,
    );
    expect(asked).toEqual([
      { text: 'app', view: { windowId: 9, private: true }, source: 'popup' },
      { text: 'app', view: { private: false }, source: 'sidepanel' },
    ]);
  });

  it.each<[string, unknown, { id?: string }]>([
    ['another extension', { text: 'app' }, { id: 'someone-else' }],
    ['no text', { windowId: 1 }, { id: OWN }],
    ['a text longer than a query may be', { text: 'a'.repeat(2_049) }, { id: OWN }],
    ['a window id that is not a whole number', { text: 'app', windowId: 1.5 }, { id: OWN }],
    ['not an object', 'app', { id: OWN }],
  ])('refuses %s: no suggestions, nothing asked', async (_name, data, sender) => {
    const { asked, service } = recorder();
    expect(await suggestFromService(data, sender, OWN, viewOf, service)).toEqual({ queries: [] });
    expect(asked).toEqual([]);
  });
});
