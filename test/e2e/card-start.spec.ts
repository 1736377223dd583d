import type { Worker } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { articleWithSelection, cardFor, clickQuickLookMenu, hostBoxes, selectChosen } from './quick-look-page';

/*
 * Issue 42: something of the card is on screen in the first frame after its script runs. The
 * injected script draws the card's outline and skeleton at once and puts the card's frame over
 * them in a task after that frame (creating it held the first frame back). What each frame holds
 * is read in the extension's isolated world — where the card's script runs — from a
 * requestAnimationFrame loop started before the quick look, so it runs first in every frame: what
 * the shadow root holds then is what that frame paints. The closed shadow root is reached by
 * wrapping that world's own attachShadow (the page's world cannot, and does not here).
 */

interface FrameLook {
  hosts: number;
  /** The outline: children of the shadow root that are not the card's frame. */
  outlines: number;
  bars: number;
  frames: number;
  /** Whether the outline covers the host element exactly, with a background of its own. */
  fills: boolean;
  /** Whether the card's frame, once there, lies exactly over it (null before). */
  frameFills: boolean | null;
  text: string;
}

/** Starts the per-frame recorder in the tab's isolated world. */
async function recordFrames(worker: Worker, tabId: number): Promise<void> {
  await worker.evaluate(async (tabId) => {
    await chrome.scripting.executeScript({
      target: { tabId },
      world: 'ISOLATED',
      func: () => {
        const roots: ShadowRoot[] = [];
        const { attachShadow } = Object.getOwnPropertyDescriptors(Element.prototype);
        const attach = attachShadow?.value as (this: Element, init: ShadowRootInit) => ShadowRoot;
        Element.prototype.attachShadow = function (init: ShadowRootInit) {
          const root = attach.call(this, init);
          roots.push(root);
          return root;
        };
        const looks: unknown[] = [];
        Object.assign(globalThis, { cardLooks: looks });
        const look = () => {
          const root = roots.at(-1);
          if (root) {
            const outline = [...root.children].find((child) => child.localName !== 'iframe');
            const box = outline?.getBoundingClientRect();
            const host = root.host.getBoundingClientRect();
            const same = (a: DOMRect | undefined) =>
              !!a &&
              host.width > 0 &&
              ['top', 'left', 'width', 'height'].every((edge) => a[edge as 'top'] === host[edge as 'top']);
            const frame = root.querySelector('iframe');
            looks.push({
              hosts: roots.length,
              outlines: [...root.children].filter((child) => child.localName !== 'iframe').length,
              bars: outline?.lastElementChild?.children.length ?? 0,
              frames: root.querySelectorAll('iframe').length,
              fills: same(box) && getComputedStyle(outline!).backgroundColor !== 'rgba(0, 0, 0, 0)',
              frameFills: frame ? same(frame.getBoundingClientRect()) : null,
              text: root.textContent ?? '',
            });
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      },
    });
  }, tabId);
}

async function framesLooked(worker: Worker, tabId: number): Promise<FrameLook[]> {
  return worker.evaluate(async (tabId) => {
    const [done] = await chrome.scripting.executeScript({
      target: { tabId },
      world: 'ISOLATED',
      func: () => (globalThis as unknown as { cardLooks: unknown[] }).cardLooks,
    });
    return done?.result as FrameLook[];
  }, tabId);
}

test('the card’s outline and skeleton are in the first frame after its script runs, its frame over them in a later one; they hold no words', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  await recordFrames(worker, tab.id!);

  await clickQuickLookMenu(worker, tab);
  const card = await cardFor(page, 'ada lovelace');
  await expect(card.getByRole('region', { name: 'Quick look' }).getByRole('link').first()).toBeVisible();

  const looks = await framesLooked(worker, tab.id!);
  // The first frame with the card: its outline filling the host and its four bars, no frame yet.
  expect(looks[0]).toEqual({ hosts: 1, outlines: 1, bars: 4, frames: 0, fills: true, frameFills: null, text: '' });
  // The card's frame comes in a later frame, over the same outline; nothing of the search is in the page.
  const framed = looks.findIndex((look) => look.frames === 1);
  expect(framed).toBeGreaterThan(0);
  expect(
    looks.slice(framed).filter((look) => !(look.outlines === 1 && look.frames === 1 && look.frameFills && !look.text)),
  ).toEqual([]);
  expect(await hostBoxes(page)).toHaveLength(1);
  expect(api.searchRequests()).toHaveLength(1);
});

/** Holds the tab's isolated world's animation frames — the card's frame waits for one — until `release`. */
async function holdFrames(worker: Worker, tabId: number, hold: boolean): Promise<void> {
  await worker.evaluate(
    async ({ tabId, hold }) => {
      await chrome.scripting.executeScript({
        target: { tabId },
        world: 'ISOLATED',
        args: [hold],
        func: (hold: boolean) => {
          const world = globalThis as unknown as {
            heldFrames?: FrameRequestCallback[];
            ownFrame?: typeof requestAnimationFrame;
          };
          world.ownFrame ??= requestAnimationFrame.bind(window);
          if (hold) {
            world.heldFrames = [];
            window.requestAnimationFrame = (callback) => (world.heldFrames!.push(callback), 0);
            return;
          }
          window.requestAnimationFrame = world.ownFrame;
          for (const callback of world.heldFrames ?? []) world.ownFrame(callback);
        },
      });
    },
    { tabId, hold },
  );
}

test('a card whose answer came before its page loaded shows it from its first message, and asks nothing more', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  const tabId = tab.id!;
  await clickQuickLookMenu(worker, tab);
  await expect((await cardFor(page, 'ada lovelace')).getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await hostBoxes(page)).length).toBe(0);

  // Every message a card page sends from now on, one-time or over its port.
  await worker.evaluate(() => {
    const sent: string[] = [];
    Object.assign(globalThis, { cardMessages: sent });
    const fromCard = (url: string | undefined) => url?.includes('/quick-look.html') ?? false;
    const note = (message: unknown) => sent.push(String((message as { type?: unknown }).type));
    chrome.runtime.onMessage.addListener((message, sender) => void (fromCard(sender.url) && note(message)));
    chrome.runtime.onConnect.addListener((port) => {
      if (fromCard(port.sender?.url)) port.onMessage.addListener(note);
    });
  });
  // The same words again (cached): the card's page is let load only once the worker has the answer.
  await holdFrames(worker, tabId, true);
  await selectChosen(page);
  await clickQuickLookMenu(worker, tab);
  await expect
    .poll(() =>
      worker.evaluate(
        async (key) => ((await chrome.storage.session.get(key))[key] as { state?: string } | undefined)?.state,
        `quickLook:${tabId}`,
      ),
    )
    .toBe('answered');
  await holdFrames(worker, tabId, false);

  const card = await cardFor(page, 'ada lovelace');
  await expect(card.getByRole('region', { name: 'Credits' })).toContainText('0 credits');
  await expect(card.getByRole('link').first()).toBeVisible();
  // One ask, then, once the answer is painted, the card says so (its books wait for that): nothing else.
  await expect
    .poll(() => worker.evaluate(() => (globalThis as unknown as { cardMessages: string[] }).cardMessages))
    .toEqual(['takeQuickLook', 'answerShown']);
  expect(api.searchRequests()).toHaveLength(1);
});
