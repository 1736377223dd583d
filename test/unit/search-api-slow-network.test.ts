import { request as httpsRequest } from 'node:https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readQuestion } from '../search-api/dns-endpoint';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { decodePng, getHttps, postJson } from './search-api-http';

// What the e2e suite and the bench need from the local API so they never wait on an outside
// host: pictures it draws itself (the knowledge panels' too), a picture host that answers late,
// and a DNS-over-HTTPS resolver that takes its time to say a name does not exist.

/** A DNS query for `name` (RD set, one question of `type`, class IN), as a browser sends it. */
function dnsQuery(name: string, type = 1): Buffer {
  const header = Buffer.from([0xab, 0xcd, 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0]);
  const labels = name.split('.').map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)]));
  const tail = Buffer.alloc(5);
  tail.writeUInt16BE(type, 1);
  tail.writeUInt16BE(1, 3);
  return Buffer.concat([header, ...labels, tail]);
}

/** POSTs a DNS message the way RFC 8484's POST form does. */
function postDns(url: string, ca: string, body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      url,
      { method: 'POST', ca, headers: { 'Content-Type': 'application/dns-message' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('local search API: DNS over HTTPS that knows no name', () => {
  let api: SearchApi;
  beforeAll(async () => {
    api = await startSearchApi({ tls: true, rateLimit: false, dnsDelayMs: 300 });
  });
  afterAll(() => api.close());
  beforeEach(() => api.reset());

  it('answers every question NXDOMAIN, after the delay, echoing the id and the question', async () => {
    const query = dnsQuery('pictures.slow.test', 28);
    const started = Date.now();
    const answer = await getHttps(
      `${api.tlsUrl}/dns-query?dns=${query.toString('base64url')}`,
      api.tlsCertificate ?? '',
    );
    // Not before the delay: that is what makes a name slow to fail.
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/dns-message');
    const message = answer.body;
    expect(message.readUInt16BE(0)).toBe(0xabcd); // the query's id
    expect((message[2] ?? 0) & 0x80).toBe(0x80); // a response
    expect((message[2] ?? 0) & 0x01).toBe(0x01); // recursion desired, as asked
    expect((message[3] ?? 0) & 0x0f).toBe(3); // NXDOMAIN
    expect([message.readUInt16BE(4), message.readUInt16BE(6)]).toEqual([1, 0]); // one question, no answers
    expect(readQuestion(message)).toMatchObject({ name: 'pictures.slow.test', type: 28 });
    expect(api.dnsQuestions()).toMatchObject([{ name: 'pictures.slow.test', type: 28 }]);
  });

  it('reads POSTed queries too; the delay can change at run time; malformed ones get a 400', async () => {
    api.setDnsDelay(0);
    const answer = await postDns(`${api.tlsUrl}/dns-query`, api.tlsCertificate ?? '', dnsQuery('a.example', 65));
    expect((answer[3] ?? 0) & 0x0f).toBe(3);
    expect(readQuestion(answer)).toMatchObject({ name: 'a.example', type: 65 });
    const bad = await getHttps(`${api.tlsUrl}/dns-query?dns=AAAA`, api.tlsCertificate ?? '');
    expect(bad.status).toBe(400);
    expect(readQuestion(Buffer.from([1, 2, 3]))).toBeUndefined();
    expect(readQuestion(dnsQuery('a.example'))).toMatchObject({ name: 'a.example', type: 1 });
  });
});

describe('local search API: localPictures', () => {
  let api: SearchApi;
  beforeAll(async () => {
    api = await startSearchApi({ tls: true, localPictures: true, rateLimit: false, thumbnailLatencyMs: 0 });
  });
  afterAll(() => api.close());

  it('names a knowledge panel picture it draws itself, over https', async () => {
    const answer = await postJson(`${api.url}/v1/search`, { query: 'ada lovelace' }, { 'X-API-Key': 'test-key' });
    const imageUrl = String((answer.json.knowledgeGraph as { imageUrl?: string }).imageUrl);
    expect(imageUrl).toBe(`${api.tlsUrl}/thumbs/entity-ada-lovelace-330x330.png`);
    const picture = await getHttps(imageUrl, api.tlsCertificate ?? '');
    expect(picture.status).toBe(200);
    expect(decodePng(picture.body)).toMatchObject({ width: 330, height: 330 });
  });

  it('without it, the knowledge panel keeps the entity’s own (outside) picture', async () => {
    const plain = await startSearchApi({ tls: true, rateLimit: false });
    try {
      const answer = await postJson(`${plain.url}/v1/search`, { query: 'ada lovelace' }, { 'X-API-Key': 'test-key' });
      expect((answer.json.knowledgeGraph as { imageUrl?: string }).imageUrl).toMatch(
        /^https:\/\/upload\.wikimedia\.org\//u,
      );
    } finally {
      await plain.close();
    }
  });
});
