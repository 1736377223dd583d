/**
 * The selection button and the quick-look card in a web page, as the Firefox scenarios use them:
 * the page sees only the extension's element (its name random, a closed shadow root), so the
 * button is found by its box and clicked at a point; the card is the extension's page in a child
 * browsing context of the article, read with the accessibility locator and clicked at the point
 * of its element — real pointer input on the article, which a see-through layer lets through.
 */
import type { BiDiClient } from './bidi-client';
import type { NodeRef } from './bidi-script';
import { ExtensionTab } from './extension-tab';
import { waitFor } from './wait-for';

export { HOLD_MS } from '../../lib/in-page/selection-button';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The box of the extension's element in the article (the button, then the card): the page sees only that. */
export async function hostBox(article: ExtensionTab): Promise<Box | undefined> {
  const box = await article.call<Box | null>(
    `() => {
      const host = [...document.documentElement.children].find((el) => el !== document.head && el !== document.body);
      if (!host) return null;
      const r = host.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    }`,
  );
  return box ?? undefined;
}

/** The element with this id in the article, by a CSS locator. */
export async function byId(bidi: BiDiClient, context: string, id: string): Promise<NodeRef> {
  const { nodes } = await bidi.send<{ nodes: NodeRef[] }>('browsingContext.locateNodes', {
    context,
    locator: { type: 'css', value: `#${id}` },
  });
  if (!nodes[0]) throw new Error(`No #${id} in the page`);
  return nodes[0];
}

/** The card's frame: the child browsing context of the article at the extension's quick-look page. */
export async function cardOf(bidi: BiDiClient, article: ExtensionTab): Promise<ExtensionTab> {
  interface Tree {
    context: string;
    url: string;
    children?: Tree[] | null;
  }
  const context = await waitFor('the card’s frame in the article', async () => {
    const { contexts } = await bidi.send<{ contexts: Tree[] }>('browsingContext.getTree', { root: article.context });
    const walk = (trees: Tree[]): string | undefined => {
      for (const tree of trees) {
        if (tree.url.endsWith('/quick-look.html')) return tree.context;
        const found = walk(tree.children ?? []);
        if (found) return found;
      }
      return undefined;
    };
    return walk(contexts);
  });
  return ExtensionTab.attach(bidi, context);
}

/** Selects the words of #id as a person does and returns the search button's box, once it shows. */
export async function selectForTheButton(bidi: BiDiClient, article: ExtensionTab, id: string): Promise<Box> {
  await article.dragAcross(await byId(bidi, article.context, id));
  return waitFor('the search button beside the selection', () => hostBox(article));
}

/** Clicks the middle of a box of the article's viewport. */
export function clickBox(article: ExtensionTab, box: Box): Promise<void> {
  return article.clickAt(box.left + box.width / 2, box.top + box.height / 2);
}

/** Clicks an element of the card with the mouse, on the article: at its place in the card's frame. */
export async function clickInCard(article: ExtensionTab, card: ExtensionTab, node: NodeRef): Promise<void> {
  const frame = await waitFor('the card in the article', () => hostBox(article));
  const inCard = await card.call<Box>(
    // Its first line box: a link that wraps has a bounding box wider than any of its lines.
    '(el) => { const r = el.getClientRects()[0] ?? el.getBoundingClientRect(); return { left: r.left, top: r.top, width: r.width, height: r.height }; }',
    node,
  );
  // The frame's 1 px border (lib/in-page/card-frame.ts) comes before its page.
  await clickBox(article, { ...inCard, left: frame.left + 1 + inCard.left, top: frame.top + 1 + inCard.top });
}

/** Presses Tab until the card's focused element is the one named `name` (a person moving to it with the keyboard). */
export async function tabTo(article: ExtensionTab, card: ExtensionTab, name: string): Promise<void> {
  for (let presses = 0; presses < 8; presses += 1) {
    const focused = await card.call<string>('() => document.activeElement?.textContent?.trim() ?? ""');
    if (focused === name) return;
    await article.pressTab();
  }
  throw new Error(`Tab never reached "${name}" in the card`);
}

/** A layer over the whole article, in the top layer after the card, nearly transparent, letting clicks through. */
export async function laySeeThroughLayer(article: ExtensionTab): Promise<void> {
  await article.call(`() => {
    const veil = document.createElement('div');
    veil.id = 'veil';
    veil.popover = 'manual';
    veil.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;margin:0;border:0;opacity:0.02;background:#fff;pointer-events:none';
    document.body.append(veil);
    veil.showPopover();
  }`);
}

/** Waits `ms` (what a person's pause is made of: the button counts a click only after HOLD_MS). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
