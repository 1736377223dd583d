import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_SIZES, iconFiles, iconPath } from '../../lib/build/icons';
import { manifestFor } from '../../lib/build/manifest';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RGBA_COLOUR_TYPE = 6;

/** The PNG's size and colour type, from its first chunk (IHDR), which the format puts right after the signature. */
function pngHeader(bytes: Buffer) {
  return {
    signature: bytes.subarray(0, 8),
    firstChunk: bytes.toString('latin1', 12, 16),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    colourType: bytes.readUInt8(25),
  };
}

const EXPECTED = { '16': 'icon/16.png', '32': 'icon/32.png', '48': 'icon/48.png', '128': 'icon/128.png' };

describe('icons', () => {
  it.each([
    ['Chrome (MV3)', 'action', manifestFor({ browser: 'chrome', apiBaseUrl: undefined, manifestVersion: 3 })],
    ['Firefox (MV2)', 'browser_action', manifestFor({ browser: 'firefox', apiBaseUrl: undefined, manifestVersion: 2 })],
  ])(
    'the %s manifest names an icon of each size for the extension and for its toolbar button (%s)',
    (_, key, manifest) => {
      expect(manifest.icons).toEqual(EXPECTED);
      expect(manifest).toMatchObject({ [key]: { default_title: '__MSG_actionTitle__', default_icon: EXPECTED } });
      // WXT drops the other name's key; naming only the right one keeps the manifest what the build writes.
      expect(Object.keys(manifest).filter((name) => name.endsWith('action'))).toEqual([key]);
    },
  );

  it.each(ICON_SIZES)('public/icon/%i.png is a PNG of exactly that size, with an alpha channel', (size) => {
    const path = `public/${iconPath(size)}`;
    expect(existsSync(path)).toBe(true);
    const bytes = readFileSync(path);
    const header = pngHeader(bytes);
    expect(header.signature.equals(PNG_SIGNATURE)).toBe(true);
    expect(header.firstChunk).toBe('IHDR');
    expect([header.width, header.height]).toEqual([size, size]);
    // The tile's rounded corners (and the store icon's margin) must be transparent, not white.
    expect(header.colourType).toBe(RGBA_COLOUR_TYPE);
    // Small enough for the zip budget many times over.
    expect(bytes.length).toBeLessThan(5_000);
  });

  it.each(['assets/icon.svg', 'assets/icon-small.svg'])(
    'keeps the SVG source %s the PNGs are rendered from',
    (path) => {
      expect(readFileSync(path, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d .]+">/);
    },
  );

  it('gives Firefox’s sidebar the toolbar sizes of the same icon', () => {
    const html = readFileSync('entrypoints/sidepanel/index.html', 'utf8');
    const content = /<meta name="manifest\.default_icon" content='([^']+)'/.exec(html)?.[1];
    expect(content && JSON.parse(content)).toEqual(iconFiles([16, 32]));
  });
});
