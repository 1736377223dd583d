/**
 * Renders the extension's icons from their SVG sources into the PNGs the manifest names
 * (public/icon/<size>.png; lib/build/icons.ts). The PNGs are committed: they are what ships.
 *
 * Re-render after editing assets/icon.svg or assets/icon-small.svg:
 *
 *   npx tsx scripts/render-icons.ts
 *
 * and look at the result on a light and a dark toolbar colour (a PNG that is not shipped):
 *
 *   npx tsx scripts/render-icons.ts --preview /tmp/icon-preview.png
 *
 * Chromium draws them ($CHROMIUM_PATH, /usr/bin/chromium or Playwright's own), so the
 * anti-aliasing is a browser's and no image library is needed.
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ICON_SIZES, iconPath, type IconSize } from '../lib/build/icons';
import { chromiumExecutable, QUIET_CHROMIUM_FLAGS } from '../test/e2e/browser-path';

/**
 * Which drawing each size comes from, and its transparent margin. The toolbar sizes use the
 * simplified cut and the whole square; the store icon keeps Chrome Web Store's 16 px margin
 * around a 96 px mark; the extensions page's 48 px icon a small one.
 */
const RENDERINGS: Record<IconSize, { source: string; margin: number }> = {
  16: { source: 'assets/icon-small.svg', margin: 0 },
  32: { source: 'assets/icon-small.svg', margin: 0 },
  48: { source: 'assets/icon.svg', margin: 4 },
  128: { source: 'assets/icon.svg', margin: 16 },
};

/** Toolbar colours to check the icons against: Chrome's light and dark themes. */
const PREVIEW_BACKGROUNDS = ['#ffffff', '#202124'];

function svgDataUrl(path: string): string {
  return `data:image/svg+xml;base64,${readFileSync(path).toString('base64')}`;
}

async function renderPng(browser: Browser, size: IconSize): Promise<Buffer> {
  const { source, margin } = RENDERINGS[size];
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const mark = size - 2 * margin;
  await page.setContent(
    `<body style="margin:0;background:transparent">` +
      `<img src="${svgDataUrl(source)}" width="${mark}" height="${mark}" style="display:block;margin:${margin}px">`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

/** Each rendered PNG at its own size and at 4× (pixelated), on each toolbar colour. */
async function renderPreview(browser: Browser, pngs: Map<IconSize, Buffer>): Promise<Buffer> {
  const cells = [...pngs].map(([size, png]) => {
    const src = `data:image/png;base64,${png.toString('base64')}`;
    return (
      `<img src="${src}" width="${size}" height="${size}">` +
      `<img src="${src}" width="${size * 4}" height="${size * 4}" style="image-rendering:pixelated">`
    );
  });
  const rows = PREVIEW_BACKGROUNDS.map(
    (colour) =>
      `<div style="background:${colour};display:flex;gap:16px;align-items:center;padding:16px">${cells.join('')}</div>`,
  );
  const page = await browser.newPage({ viewport: { width: 1200, height: 200 }, deviceScaleFactor: 1 });
  await page.setContent(`<body style="margin:0;display:inline-block">${rows.join('')}</body>`);
  const png = await page.locator('body').screenshot();
  await page.close();
  return png;
}

async function main(): Promise<void> {
  const previewIndex = process.argv.indexOf('--preview');
  const previewPath = previewIndex >= 0 ? process.argv[previewIndex + 1] : undefined;
  const executable = chromiumExecutable();
  const browser = await chromium.launch({
    executablePath: executable,
    channel: executable ? undefined : 'chromium',
    args: QUIET_CHROMIUM_FLAGS,
  });
  try {
    const pngs = new Map<IconSize, Buffer>();
    for (const size of ICON_SIZES) {
      const png = await renderPng(browser, size);
      const out = join('public', iconPath(size));
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, png);
      pngs.set(size, png);
      console.log(`${out}: ${png.length} bytes`);
    }
    if (previewPath) {
      writeFileSync(previewPath, await renderPreview(browser, pngs));
      console.log(`preview: ${previewPath}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
