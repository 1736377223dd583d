import type { BrowserContext, Frame, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { articleHtml, SELECTED_PHRASE_ID, type Article } from './store-article';

/** The Chrome Web Store's screenshot size (also AMO's recommended size). */
export const STORE_SIZE = { width: 1280, height: 800 } as const;

/** The width Chrome opens its side panel at. */
export const PANEL_WIDTH = 400;

/** The Chrome Web Store's promotional images: the small tile and the marquee. */
export const SMALL_TILE_SIZE = { width: 440, height: 280 } as const;
export const MARQUEE_SIZE = { width: 1400, height: 560 } as const;

/**
 * What a canvas is made of: a real screenshot placed at its own size (never scaled), a plain
 * rule (a divider, or with a shadow the frame that screenshots sit in), and, for the promotional images, an SVG from assets/ drawn at a size (the
 * icon: vector, so sharp at any size) and a line of text.
 */
export type Tile =
  | { kind: 'image'; png: Buffer; x: number; y: number; shadow?: boolean }
  | { kind: 'rule'; x: number; y: number; width: number; height: number; color: string; shadow?: boolean }
  | { kind: 'svg'; svg: string; x: number; y: number; size: number }
  | { kind: 'text'; text: string; x: number; y: number; width: number; style: string };

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** A PNG's width and height, read from its IHDR chunk (the first chunk, right after the signature). */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(0, 8).toString('hex') !== PNG_SIGNATURE || png.subarray(12, 16).toString('latin1') !== 'IHDR') {
    throw new Error('Not a PNG');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export function pngFileSize(path: string): { width: number; height: number } {
  return pngSize(readFileSync(path));
}

/** A soft shadow that lifts a tile off the canvas, as a window is lifted off the desktop. */
const SHADOW = 'box-shadow:0 8px 28px rgba(0,0,0,.28),0 0 0 1px rgba(0,0,0,.12);border-radius:8px;';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/gu, (character) => `&#${character.charCodeAt(0)};`);
}

function tileHtml(tile: Tile): string {
  if (tile.kind === 'svg') {
    const source = `data:image/svg+xml;base64,${Buffer.from(tile.svg).toString('base64')}`;
    return `<img alt="" width="${tile.size}" height="${tile.size}" style="position:absolute;left:${tile.x}px;top:${tile.y}px" src="${source}">`;
  }
  if (tile.kind === 'text') {
    return `<div style="position:absolute;left:${tile.x}px;top:${tile.y}px;width:${tile.width}px;${tile.style}">${escapeHtml(tile.text)}</div>`;
  }
  if (tile.kind === 'rule') {
    const shadow = tile.shadow ? SHADOW : '';
    return `<div style="position:absolute;left:${tile.x}px;top:${tile.y}px;width:${tile.width}px;height:${tile.height}px;background:${tile.color};${shadow}"></div>`;
  }
  const { width, height } = pngSize(tile.png);
  const shadow = tile.shadow ? SHADOW : '';
  return `<img alt="" width="${width}" height="${height}" style="position:absolute;left:${tile.x}px;top:${tile.y}px;${shadow}" src="data:image/png;base64,${tile.png.toString('base64')}">`;
}

/**
 * Lays real screenshots out on one canvas (1280×800 unless `size` says otherwise), each at its
 * own pixel size, and writes it to `path`; what reaches past the canvas's edge is cut off. The
 * canvas is a page of its own in the test's browser (`background` is its CSS background),
 * photographed once every image has decoded.
 */
export async function composeStoreImage(
  context: BrowserContext,
  tiles: Tile[],
  background: string,
  path: string,
  size: { width: number; height: number } = STORE_SIZE,
): Promise<void> {
  const canvas = await context.newPage();
  try {
    await canvas.setViewportSize(size);
    await canvas.setContent(
      `<!doctype html><body style="margin:0;width:${size.width}px;height:${size.height}px;` +
        `position:relative;overflow:hidden;background:${background}">${tiles.map(tileHtml).join('')}</body>`,
    );
    // Every picture decoded and a frame drawn with them before the photograph, and the canvas the
    // front tab: on a busy machine, capturing while the compositor still had that work to do failed
    // once ("Unable to capture screenshot", with a second CI run beside it).
    await canvas.bringToFront();
    await canvas.evaluate(async () => {
      await Promise.all(Array.from(document.images).map((image) => image.decode()));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await canvas.screenshot({ path });
  } finally {
    await canvas.close();
  }
}

/**
 * Opens the article as a page of its own at the given size and colour scheme, with its marked
 * phrase selected (unless `select` is false) the way a person selects it: a document selection,
 * as a drag leaves it.
 * With `url`, the page is served at that address (the API origin, where the e2e build may put a
 * quick-look card into it) instead of being an about:blank document. With `phraseAt`, the page is
 * scrolled (given room at its end) until the marked phrase's top is that many pixels from the top,
 * as a person who read down to it would have it — room for a card beneath the words.
 * Returns the page and the selected text as the page reports it.
 */
export async function openArticle(
  context: BrowserContext,
  article: Article,
  size: { width: number; height: number },
  colorScheme: 'light' | 'dark',
  { select = true, url, phraseAt }: { select?: boolean; url?: string; phraseAt?: number } = {},
): Promise<{ page: Page; selection: string }> {
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme });
  if (url === undefined) await page.setContent(articleHtml(article));
  else {
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: articleHtml(article) }));
    await page.goto(url);
  }
  if (phraseAt !== undefined) {
    await page.evaluate(
      ({ id, phraseAt }) => {
        document.body.style.paddingBottom = `${window.innerHeight}px`;
        const top = document.getElementById(id)?.getBoundingClientRect().top ?? phraseAt;
        window.scrollTo(0, window.scrollY + top - phraseAt);
      },
      { id: SELECTED_PHRASE_ID, phraseAt },
    );
  }
  if (!select) return { page, selection: '' };
  const selection = await page.evaluate((id) => {
    const phrase = document.getElementById(id);
    const selected = getSelection();
    if (!phrase || !selected) return '';
    const range = document.createRange();
    range.selectNodeContents(phrase);
    selected.removeAllRanges();
    selected.addRange(range);
    return selected.toString();
  }, SELECTED_PHRASE_ID);
  return { page, selection };
}

/** Waits until every picture given an address in `view` (a page or the card's frame) has loaded or failed. */
export async function picturesShown(view: Page | Frame): Promise<void> {
  await view.waitForFunction(() =>
    Array.from(document.images).every((image) => !image.getAttribute('src') || image.complete),
  );
}
