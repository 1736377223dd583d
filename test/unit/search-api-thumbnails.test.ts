import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { decodePng, getHttps, postJson } from './search-api-http';

// Thumbnails the server draws itself (GET /thumbs/<name>-<w>x<h>.png), over http on the main
// port, or over https on a second listener with `tls: true` (the extension loads https images only).
type Item = Record<string, unknown>;

async function imagesFrom(api: SearchApi, query = 'paris', numberOfResults = 10): Promise<Item[]> {
  const answer = await postJson(
    `${api.url}/v1/search`,
    { query, resultType: 'images', numberOfResults },
    { 'X-API-Key': 'test-key' },
  );
  return answer.json.images as Item[];
}

describe('local search API: thumbnails over http (no tls option)', () => {
  let api: SearchApi;
  beforeAll(async () => {
    api = await startSearchApi({ rateLimit: false });
  });
  afterAll(() => api.close());
  beforeEach(() => api.reset());

  it('points image and thumbnail URLs at the main port, over http, and has no TLS listener', async () => {
    expect(api.tlsUrl).toBeUndefined();
    for (const image of await imagesFrom(api)) {
      expect(String(image.thumbnailUrl).startsWith(`${api.url}/thumbs/`)).toBe(true);
      expect(String(image.imageUrl).startsWith(`${api.url}/thumbs/`)).toBe(true);
    }
  });

  it('serves a valid PNG of exactly the advertised thumbnail and image sizes', async () => {
    for (const image of (await imagesFrom(api, 'paris', 12)).slice(0, 12)) {
      const thumbnail = await fetch(String(image.thumbnailUrl));
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/png');
      expect(decodePng(Buffer.from(await thumbnail.arrayBuffer()))).toEqual({
        width: image.thumbnailWidth,
        height: image.thumbnailHeight,
        bitDepth: 8,
        colourType: 2,
      });
    }
    const [first] = await imagesFrom(api, 'coffee');
    const full = decodePng(Buffer.from(await (await fetch(String(first?.imageUrl))).arrayBuffer()));
    expect([full.width, full.height]).toEqual([first?.imageWidth, first?.imageHeight]);
  });

  it('draws each picture once and serves the same bytes again', async () => {
    const url = `${api.url}/thumbs/cache-check-300x168.png`;
    const one = Buffer.from(await (await fetch(url)).arrayBuffer());
    const two = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(one.equals(two)).toBe(true);
  });

  it('serves pictures for every type that has them (news, videos, shopping)', async () => {
    for (const [type, query] of [
      ['news', 'tesla'],
      ['videos', 'coffee'],
      ['shopping', 'coffee'],
    ] as const) {
      const answer = await postJson(`${api.url}/v1/search`, { query, resultType: type }, { 'X-API-Key': 'test-key' });
      const item = (answer.json[type] as Item[])[0];
      const match = /-(\d+)x(\d+)\.png$/u.exec(String(item?.imageUrl));
      const png = decodePng(Buffer.from(await (await fetch(String(item?.imageUrl))).arrayBuffer()));
      expect([png.width, png.height]).toEqual([Number(match?.[1]), Number(match?.[2])]);
    }
  });

  it('logs thumbnail requests apart from the API log, with the Referer header when one is sent', async () => {
    await fetch(`${api.url}/thumbs/a-225x225.png`);
    await fetch(`${api.url}/thumbs/b-225x225.png`, { headers: { Referer: 'https://example.org/page' } });
    expect(api.requests).toHaveLength(0);
    expect(api.thumbnailRequests().map((entry) => [entry.path, entry.secure, entry.referer, entry.status])).toEqual([
      ['/thumbs/a-225x225.png', false, undefined, 200],
      ['/thumbs/b-225x225.png', false, 'https://example.org/page', 200],
    ]);
    api.clearLog();
    expect(api.thumbnailRequests()).toEqual([]);
  });

  it.each([
    ['no size in the name', '/thumbs/lion.png', 404],
    ['a zero size', '/thumbs/lion-0x10.png', 404],
    ['a size too large to draw', '/thumbs/lion-4096x4096.png', 404],
    ['upper-case letters', '/thumbs/Lion-10x10.png', 404],
    ['another extension', '/thumbs/lion-10x10.jpg', 404],
  ])('answers %s with %i', async (_label, path, status) => {
    expect((await fetch(`${api.url}${path}`)).status).toBe(status);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${api.url}/thumbs/a-10x10.png`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${api.url}/thumbs/a-10x10.png`, { method: 'POST' })).status).toBe(405);
  });

  it('delays thumbnails by thumbnailLatencyMs, set at start or later, and not the API', async () => {
    api.setThumbnailLatency(120);
    let startedAt = Date.now();
    await fetch(`${api.url}/thumbs/slow-10x10.png`);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(110);
    startedAt = Date.now();
    await imagesFrom(api);
    expect(Date.now() - startedAt).toBeLessThan(110);
    api.reset();
    startedAt = Date.now();
    await fetch(`${api.url}/thumbs/fast-10x10.png`);
    expect(Date.now() - startedAt).toBeLessThan(110);

    const slow = await startSearchApi({ thumbnailLatencyMs: 120 });
    try {
      startedAt = Date.now();
      await fetch(`${slow.url}/thumbs/slow-10x10.png`);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(110);
    } finally {
      await slow.close();
    }
  });
});

describe('local search API: thumbnails over https (tls: true)', () => {
  let api: SearchApi;
  beforeAll(async () => {
    api = await startSearchApi({ rateLimit: false, tls: true });
  });
  afterAll(() => api.close());
  beforeEach(() => api.reset());

  it('listens over https on another port, with the certificate and its SPKI fingerprint to trust', () => {
    expect(api.tlsUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/u);
    expect(api.tlsPort).not.toBe(api.port);
    expect(api.tlsCertificate).toContain('BEGIN CERTIFICATE');
    expect(api.tlsSpkiFingerprint).toMatch(/^[A-Za-z0-9+/]{43}=$/u);
  });

  it('points every picture URL at the https listener, and serves them there as valid PNGs', async () => {
    const images = await imagesFrom(api, 'ada lovelace');
    for (const image of images) {
      expect(String(image.thumbnailUrl).startsWith(`${api.tlsUrl}/thumbs/`)).toBe(true);
      expect(String(image.imageUrl).startsWith(`${api.tlsUrl}/thumbs/`)).toBe(true);
    }
    const first = images[0] ?? {};
    const answer = await getHttps(String(first.thumbnailUrl), api.tlsCertificate ?? '');
    expect(answer.status).toBe(200);
    expect(decodePng(answer.body)).toMatchObject({ width: first.thumbnailWidth, height: first.thumbnailHeight });
    const news = await postJson(
      `${api.url}/v1/search`,
      { query: 'tesla', resultType: 'news' },
      { 'X-API-Key': 'test-key' },
    );
    expect(String((news.json.news as Item[])[0]?.imageUrl).startsWith(`${api.tlsUrl}/thumbs/`)).toBe(true);
  });

  it('logs https thumbnail requests as secure, with no Referer when none is sent', async () => {
    await getHttps(`${api.tlsUrl}/thumbs/x-20x20.png`, api.tlsCertificate ?? '');
    expect(api.thumbnailRequests()).toMatchObject([{ path: '/thumbs/x-20x20.png', secure: true, referer: undefined }]);
  });

  it('is valid for localhost too, and serves nothing but thumbnails', async () => {
    const viaLocalhost = `https://localhost:${api.tlsPort}/thumbs/x-20x20.png`;
    expect((await getHttps(viaLocalhost, api.tlsCertificate ?? '')).status).toBe(200);
    expect((await getHttps(`${api.tlsUrl}/v1/search`, api.tlsCertificate ?? '')).status).toBe(404);
  });

  it('closes both listeners', async () => {
    const own = await startSearchApi({ tls: true });
    await own.close();
    await expect(getHttps(`${own.tlsUrl}/thumbs/x-20x20.png`, own.tlsCertificate ?? '')).rejects.toThrow();
    await expect(fetch(`${own.url}/thumbs/x-20x20.png`)).rejects.toThrow();
  });
});
