import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkImageAddress, checkImageSearch, isPrivateHost } from '../../lib/api/image-address';
import { imageName, queryLabel } from '../../lib/api/image-query';
import { normalizeRequest } from '../../lib/api/normalize-request';
import { parseSearchResponse } from '../../lib/api/parse-response';
import { wireRequest } from '../../lib/api/request-dialects';
import { contextMenuItems } from '../../lib/browser/context-menu';
import { handleImageMenuClick, IMAGE_SEARCH_MENU_ID, type ImageMenuDeps } from '../../lib/browser/image-search-menu';
import { matchingQueries } from '../../lib/history/query-suggestions';
import { nextPageRequest } from '../../lib/ui/use-more-results';
import { searchCost } from '../../lib/credits/expected-cost';
import { checkedDefaults } from '../../lib/settings/page-settings';
import { searchDefaultsSchema } from '../../lib/settings/setting-schemas';
import { recordingSurface } from './recording-surface';

/*
 * Search by image (issue 41): which images may be searched, the request the live service's
 * `POST /lens` gets, its answer read from either array its callers read, and the menu item.
 */

const SERVICE = 'http://127.0.0.1:8787';

describe('which images can be searched by image', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', 'it exists only inside the page (a data: address)'],
    ['blob:https://example.com/6d1c6f2e-0a8b', 'it exists only inside the page (a blob: address)'],
    ['file:///home/ada/portrait.png', 'it is a file on this computer'],
    ['chrome://favicon/https://example.com', 'its address (chrome:) belongs to the browser'],
    ['about:blank', 'its address (about:) belongs to the browser'],
    ['javascript:alert(1)', 'its address (javascript:) belongs to the browser'],
    ['http://192.168.0.1/cam.jpg', 'it is on a private or local network (192.168.0.1)'],
    ['http://10.1.2.3/a.png', 'private or local network (10.1.2.3)'],
    ['http://172.20.0.9/a.png', 'private or local network (172.20.0.9)'],
    ['http://169.254.169.254/latest/meta-data', 'private or local network (169.254.169.254)'],
    ['http://127.0.0.1:9000/a.png', 'private or local network (127.0.0.1)'],
    ['http://0x7f000001/a.png', 'private or local network (127.0.0.1)'],
    ['http://localhost/a.png', 'private or local network (localhost)'],
    ['http://nas.local/a.png', 'private or local network (nas.local)'],
    ['http://printer/scan.png', 'private or local network (printer)'],
    ['http://[::1]/a.png', 'private or local network ([::1])'],
    ['http://[fd00::5]/a.png', 'private or local network ([fd00::5])'],
    ['http://[fe80::1]/a.png', 'private or local network ([fe80::1])'],
    ['http://[::ffff:192.168.0.1]/a.png', 'private or local network ([::ffff:c0a8:1])'],
    ['https://ada:secret@example.com/a.png', 'holds a user name or password'],
  ])('refuses %s before anything is sent, saying why', (address, reason) => {
    const checked = checkImageAddress(address, SERVICE);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.error.kind).toBe('invalid-request');
    expect(checked.error.message).toContain(reason);
    expect(checked.error.message).toContain('Nothing was sent.');
  });

  it('refuses an address too long to send', () => {
    const checked = checkImageAddress(`https://example.com/${'a'.repeat(3000)}.png`, SERVICE);
    expect(checked.ok || checked.error.message).toContain('its address is 3,024 characters long, and at most 2,048');
  });

  it.each([
    'https://upload.wikimedia.org/wikipedia/commons/a/a4/Ada_Lovelace_portrait.jpg',
    'http://example.com/a.png',
    'https://8.8.8.8/a.png',
    'https://[2606:4700::1111]/a.png',
    'https://172.32.0.1/a.png',
    'https://example.com.',
  ])('searches %s, an image on the public web', (address) => {
    expect(checkImageAddress(address, SERVICE)).toEqual({ ok: true, value: new URL(address).href });
  });

  it('searches a picture on the service’s own origin, even on loopback: the service can reach its own host', () => {
    expect(checkImageAddress(`${SERVICE}/thumbs/ada-320x240.png`, SERVICE).ok).toBe(true);
    // Another port of the same host is another origin: still private.
    expect(checkImageAddress('http://127.0.0.1:8788/thumbs/ada-320x240.png', SERVICE).ok).toBe(false);
    expect(checkImageAddress(`${SERVICE}/thumbs/ada-320x240.png`).ok).toBe(false);
  });

  it('never throws, and lets through only http(s) addresses of public hosts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webUrl().map((url) => `data:${url}`),
        ),
        (address) => {
          const checked = checkImageAddress(address);
          if (!checked.ok) return;
          const url = new URL(checked.value);
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(isPrivateHost(url.hostname)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('judges every IPv4 address by the blocks no public host has', () => {
    const privateBlock = fc.oneof(
      fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), fc.nat(255), fc.nat(255)),
    );
    fc.assert(
      fc.property(privateBlock, (parts) => {
        const host = parts.join('.');
        expect(isPrivateHost(host)).toBe(true);
        // The same address mapped into IPv6, as the URL parser writes it.
        expect(isPrivateHost(new URL(`http://[::ffff:${host}]/`).hostname)).toBe(true);
      }),
    );
    expect(isPrivateHost('172.15.255.255')).toBe(false);
    expect(isPrivateHost('100.128.0.1')).toBe(false);
    expect(isPrivateHost('11.0.0.1')).toBe(false);
  });
});

describe('the search by image request', () => {
  it('sends the image’s address and the country to the live service’s /lens, nothing else', () => {
    const normalized = normalizeRequest({
      query: 'https://example.com/a.png',
      type: 'lens',
      country: 'de',
      numberOfResults: 30,
      dateRange: 'PAST_WEEK',
      newestFirst: true,
      page: 2,
    });
    expect(normalized).toEqual({
      ok: true,
      value: { query: 'https://example.com/a.png', type: 'lens', country: 'DE' },
    });
    if (!normalized.ok) return;
    expect(wireRequest('serper', 'https://google.serper.dev/', normalized.value)).toEqual({
      url: 'https://google.serper.dev/lens',
      keyHeader: 'X-API-KEY',
      body: { url: 'https://example.com/a.png', gl: 'de' },
    });
    // The default location's country, as every search of the live service sends it.
    expect(wireRequest('serper', SERVICE, { query: 'https://example.com/a.png', type: 'lens' }).body).toEqual({
      url: 'https://example.com/a.png',
      gl: 'gb',
    });
  });

  it('is refused for the documented API, which has no image search, and for an image it cannot reach', () => {
    const request = normalizeRequest({ query: 'https://example.com/a.png', type: 'lens' });
    const spec = checkImageSearch(request, { dialect: 'spec', apiBaseUrl: SERVICE });
    expect(spec.ok || spec.error.message).toBe(
      'Search by image needs the Serper-compatible service: choose it under Service in the settings. Nothing was sent.',
    );
    expect(checkImageSearch(request, { dialect: 'serper', apiBaseUrl: SERVICE })).toEqual(request);
    const inside = normalizeRequest({ query: 'http://192.168.0.1/x.png', type: 'lens' });
    expect(checkImageSearch(inside, { dialect: 'serper', apiBaseUrl: SERVICE }).ok).toBe(false);
    // A text search passes as it is.
    const words = normalizeRequest({ query: 'http://192.168.0.1/x.png' });
    expect(checkImageSearch(words, { dialect: 'spec', apiBaseUrl: SERVICE })).toEqual(words);
  });

  it('names a search by its image’s file name, else its host', () => {
    expect(imageName('https://upload.wikimedia.org/a/a4/Ada%20Lovelace.jpg?width=300')).toBe('Ada Lovelace.jpg');
    expect(imageName('https://www.example.com/photo?id=5')).toBe('example.com');
    // A direction override hidden in an escape is dropped: the name reads as it is stored.
    expect(imageName('https://example.com/%E2%80%AEgpj.exe')).toBe('gpj.exe');
    expect(imageName(`https://example.com/${'b'.repeat(100)}.png`)).toHaveLength(60);
    expect(queryLabel({ query: 'https://example.com/cat.webp', type: 'lens' })).toBe('image: cat.webp');
    expect(queryLabel({ query: 'cats' })).toBe('cats');
  });

  it('is never offered as a past query to type again, and has no further pages', () => {
    const past = [
      { request: { query: 'https://example.com/cat.png', type: 'lens' as const } },
      { request: { query: 'cat food' } },
    ];
    expect(matchingQueries('cat', past)).toEqual(['cat food']);
    const shown = { request: { query: 'https://example.com/cat.png', type: 'lens' as const } };
    expect(nextPageRequest(shown, [])).toBeUndefined();
    expect(nextPageRequest({ request: { query: 'cat' } }, [])).toEqual({ query: 'cat', page: 2 });
  });
});

describe('search by image and the credits', () => {
  it('is expected to cost at least 1 until an answer says, then what the last one billed', () => {
    expect(searchCost(undefined, { type: 'lens' })).toBe(1);
    expect(searchCost({ costs: { 'lens|10': 3 } }, { type: 'lens' })).toBe(3);
    // A free answer teaches nothing: an unknown cost is never taken for none.
    expect(searchCost({ costs: { 'lens|10': 0 } }, { type: 'lens' })).toBe(1);
  });

  it('is never a default search type, whatever is stored', () => {
    expect(checkedDefaults({ type: 'lens', country: 'de' })).toEqual({ country: 'DE' });
    expect(checkedDefaults({ type: 'news' })).toEqual({ type: 'news' });
    // The worker's schema and the pages' light check agree.
    expect(searchDefaultsSchema.parse({ type: 'lens', country: 'de' })).toEqual({ country: 'DE' });
  });
});

describe('reading an answer of /lens', () => {
  const request = { query: 'https://example.com/ada.jpg', type: 'lens' as const };
  const match = {
    title: 'Ada Lovelace - Wikipedia',
    link: 'https://en.wikipedia.org/wiki/Ada_Lovelace',
    source: 'Wikipedia',
    imageUrl: 'https://upload.wikimedia.org/ada.jpg',
    thumbnailUrl: 'https://encrypted-tbn0.gstatic.com/images?q=ada',
  };

  it.each(['organic', 'visual_matches'])('reads the matches from `%s`, with the credits the answer says', (array) => {
    const body = { searchParameters: { url: request.query, type: 'lens' }, [array]: [match], credits: 3 };
    const parsed = parseSearchResponse(JSON.stringify(body), request);
    expect(parsed).toEqual({
      ok: true,
      value: {
        query: request.query,
        type: 'lens',
        organic: [],
        relatedSearches: [],
        lens: [{ ...match, position: 1 }],
        credits: 3,
        droppedResults: 0,
      },
    });
  });

  it('reads `organic` when both arrays are there, whatever type the echo names', () => {
    const body = {
      searchParameters: { type: 'search' },
      organic: [match],
      visual_matches: [{ ...match, title: 'Other' }],
    };
    const parsed = parseSearchResponse(JSON.stringify(body), request);
    expect(parsed.ok && parsed.value.lens?.map((item) => item.title)).toEqual(['Ada Lovelace - Wikipedia']);
    expect(parsed.ok && parsed.value.type).toBe('lens');
    // No `credits`: an unknown cost, never a free one.
    expect(parsed.ok && parsed.value.credits).toBeUndefined();
  });

  it('takes the names other callers read where the usual ones are missing, and drops what cannot be a match', () => {
    const body = {
      searchParameters: {},
      visual_matches: [
        {
          title: 'Portrait print',
          url: 'https://shop.example/ada',
          thumbnail: 'https://t.example/a.jpg',
          image: 'https://shop.example/ada.jpg',
          price: { value: '$12.99', extracted_value: 12.99 },
          source: 42,
        },
        { title: 'No link' },
        { link: 'https://no-title.example/' },
        'not an object',
      ],
    };
    const parsed = parseSearchResponse(JSON.stringify(body), request);
    expect(parsed.ok && parsed.value.lens).toEqual([
      {
        title: 'Portrait print',
        link: 'https://shop.example/ada',
        thumbnailUrl: 'https://t.example/a.jpg',
        imageUrl: 'https://shop.example/ada.jpg',
        price: '$12.99',
        position: 1,
      },
    ]);
    expect(parsed.ok && parsed.value.droppedResults).toBe(3);
  });

  it('is an error when the array is not an array, or when nothing says it answered the search', () => {
    expect(parseSearchResponse(JSON.stringify({ organic: 'x', searchParameters: {} }), request).ok).toBe(false);
    expect(parseSearchResponse(JSON.stringify({ message: 'hi' }), request).ok).toBe(false);
  });
});

describe('the Search by image menu item', () => {
  it('is on images, with the Serper-compatible service only', () => {
    const image = { id: IMAGE_SEARCH_MENU_ID, title: 'Search by image', contexts: ['image'] };
    expect(contextMenuItems([], { imageSearch: true })).toContainEqual(image);
    expect(contextMenuItems([])).not.toContainEqual(image);
    expect(contextMenuItems([]).every((item) => !(item.contexts as string[]).includes('image'))).toBe(true);
  });

  function imageDeps() {
    const calls: string[] = [];
    const { surface, stored, views } = recordingSurface(calls, { defaults: { country: 'FR', numberOfResults: 30 } });
    const notices: string[] = [];
    const deps: ImageMenuDeps = {
      ...surface,
      openPanel: (windowId) => {
        calls.push(`openPanel:${windowId}`);
        return Promise.resolve(true);
      },
      showNotice: (text) => {
        calls.push('showNotice');
        notices.push(text);
        return Promise.resolve();
      },
      serviceOrigin: () => Promise.resolve(SERVICE),
    };
    return { deps, calls, stored, views, notices };
  }

  it('opens the side panel first, synchronously, then searches the image’s address', async () => {
    const { deps, calls, stored } = imageDeps();
    const done = handleImageMenuClick(
      { menuItemId: IMAGE_SEARCH_MENU_ID, srcUrl: 'https://example.com/ada.jpg' },
      { windowId: 4 },
      deps,
    );
    expect(calls).toEqual(['openPanel:4']);
    await done;
    expect(calls).toEqual(['openPanel:4', 'startSearch:context-menu']);
    expect(stored[0]?.request).toMatchObject({ query: 'https://example.com/ada.jpg', type: 'lens', country: 'FR' });
  });

  it.each(['data:image/png;base64,AAAA', 'http://192.168.0.1/cam.jpg'])(
    'says in the panel why %s cannot be searched, and starts nothing',
    async (srcUrl) => {
      const { deps, calls, notices } = imageDeps();
      await handleImageMenuClick({ menuItemId: IMAGE_SEARCH_MENU_ID, srcUrl }, { windowId: 4 }, deps);
      expect(calls).toEqual(['openPanel:4', 'showNotice']);
      expect(notices[0]).toMatch(/^This image cannot be searched: .* Nothing was sent\.$/u);
    },
  );

  it('keeps a private window’s search for its panel, sending nothing before', async () => {
    const { deps, calls, views } = imageDeps();
    await handleImageMenuClick(
      { menuItemId: IMAGE_SEARCH_MENU_ID, srcUrl: 'https://example.com/ada.jpg' },
      { windowId: 9, incognito: true },
      deps,
    );
    expect(calls).toEqual(['openPanel:9', 'storePending:9']);
    expect(views).toEqual([{ windowId: 9, private: true }]);
  });
});
