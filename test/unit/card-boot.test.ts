import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { askForQuickLook } from '../../lib/boot/card-boot';
import { EARLY_QUICK_LOOK } from '../../lib/boot/boot-names';
import { bootModuleCode, cardBootedHtml, CARD_BOOT_FILE, CARD_BOOT_SOURCE } from '../../lib/build/boot-module';
import { takeQuickLook, takeSettledQuickLook } from '../../lib/ui/early-quick-look';
import type { QuickLookStart } from '../../lib/search/search-message';

const START: QuickLookStart = {
  message: { id: 'q1', request: { query: 'ada lovelace' }, source: 'quick-look' },
  windowId: 7,
};

/** A runtime that records what it is sent and answers as the worker does: `{ res }`. */
function recordingRuntime(reply: unknown) {
  const sent: unknown[] = [];
  return {
    sent,
    runtime: {
      sendMessage: (message: unknown) => {
        sent.push(message);
        return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
      },
    },
  };
}

afterEach(() => fakeBrowser.reset());

describe('the card page’s boot module (lib/boot/card-boot.ts)', () => {
  it('asks for the tab’s quick look in the protocol’s envelope, and the app takes that reply once', async () => {
    const scope = {};
    const { sent, runtime } = recordingRuntime({ res: START });
    askForQuickLook(scope, '', runtime);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: 0, type: 'takeQuickLook', data: undefined });
    expect(typeof (sent[0] as { timestamp?: unknown }).timestamp).toBe('number');
    expect(await takeQuickLook(scope)).toEqual(START);
    // Taken: nothing of it is left for a second reader, and a boot module that runs only now asks nothing.
    expect(Reflect.get(scope, EARLY_QUICK_LOOK)).toBeNull();
    askForQuickLook(scope, '', runtime);
    expect(sent).toHaveLength(1);
  });

  it('a reply already in is taken at once, for the first render; one on its way is left for the wait', async () => {
    const scope = {};
    let answer: (reply: unknown) => void = () => undefined;
    askForQuickLook(scope, '', { sendMessage: () => new Promise((resolve) => (answer = resolve)) });
    expect(takeSettledQuickLook(scope)).toBeUndefined();
    answer({ res: START });
    await Promise.resolve();
    await Promise.resolve();
    expect(takeSettledQuickLook(scope)).toEqual(START);
    expect(Reflect.get(scope, EARLY_QUICK_LOOK)).toBeNull();
    // A failed ask is not taken: the wait asks again.
    const failed = {};
    askForQuickLook(failed, '', recordingRuntime(new Error('Could not establish connection.')).runtime);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeSettledQuickLook(failed)).toBeUndefined();
    expect(Reflect.get(failed, EARLY_QUICK_LOOK)).not.toBeNull();
  });

  it('a tab with no quick look reads as none, and so does a refusal', async () => {
    for (const reply of [{ res: null }, { err: { message: 'Not from this extension' } }]) {
      const scope = {};
      askForQuickLook(scope, '', recordingRuntime(reply).runtime);
      expect(await takeQuickLook(scope)).toBeNull();
    }
  });

  it('with no ask from a boot module (a development build), or a failed one, the app asks itself', async () => {
    const asked: unknown[] = [];
    fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
      asked.push(message);
      return Promise.resolve({ res: START });
    });
    expect(await takeQuickLook({})).toEqual(START);
    const failed = {};
    askForQuickLook(failed, '', recordingRuntime(new Error('Could not establish connection.')).runtime);
    expect(await takeQuickLook(failed)).toEqual(START);
    expect(asked).toEqual([
      expect.objectContaining({ type: 'takeQuickLook' }),
      expect.objectContaining({ type: 'takeQuickLook' }),
    ]);
  });

  it('sends nothing for a card opened as a tab of its own (its search is in its address), or with no runtime', () => {
    const scope = {};
    const { sent, runtime } = recordingRuntime({ res: START });
    askForQuickLook(scope, '?q=ada', runtime);
    askForQuickLook(scope, '', undefined);
    expect(sent).toEqual([]);
    expect(Reflect.has(scope, EARLY_QUICK_LOOK)).toBe(false);
  });

  it('ships as one file that imports nothing, under 1 KB gzip, a classic script first in the card page’s head', async () => {
    const code = await bootModuleCode(CARD_BOOT_SOURCE);
    expect(code).not.toMatch(/\bimport\s*[{"'*]|\bfrom\s*["']|\bexport\s*\{/u);
    expect(code).toContain('takeQuickLook');
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(1_000);
    const html = cardBootedHtml(
      '<html><head>\n<meta charset="utf-8" />\n<title>Quick look</title>' +
        '<script type="module" crossorigin src="/chunks/quick-look-A1.js"></script></head></html>',
    );
    // A classic async script: it runs as soon as it is fetched, while the HTML is read.
    const tag = `<script async src="/${CARD_BOOT_FILE}"></script>`;
    expect(html.indexOf(tag)).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('<title>'));
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('quick-look-A1.js'));
    expect(() => cardBootedHtml('<head></head>')).toThrow(/no module script/u);
    expect(() => cardBootedHtml('<script type="module" src="/a.js"></script>')).toThrow(/no <head>/u);
  });

  it('runs as a classic script: it asks once, and leaves nothing in the page’s globals but its reply', () => {
    const sent: unknown[] = [];
    const runtime = { sendMessage: (message: unknown) => (sent.push(message), Promise.resolve({ res: START })) };
    const page = { document: {}, location: { search: '' }, chrome: { runtime }, URLSearchParams, Promise, Date };
    const before = Object.keys(page);
    return bootModuleCode(CARD_BOOT_SOURCE).then((code) => {
      runInNewContext(code, page);
      expect(sent).toEqual([expect.objectContaining({ type: 'takeQuickLook' })]);
      expect(Object.keys(page)).toEqual(before);
      expect(Reflect.has(page, EARLY_QUICK_LOOK)).toBe(true);
    });
  });
});
