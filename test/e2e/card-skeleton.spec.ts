import type { Worker } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { articleWithSelection, cardFor, clickQuickLookMenu, hostBoxes } from './quick-look-page';

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
        const attach = Element.prototype.attachShadow;
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
