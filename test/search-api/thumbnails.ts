import { encodePng, type Rgb } from './png';

/** `/thumbs/<name>-<width>x<height>.png`: the size is part of the name, so any listed size can be drawn. */
const THUMB_PATH = /^\/thumbs\/([a-z0-9][a-z0-9-]{0,120})-(\d{1,4})x(\d{1,4})\.png$/u;
const MAX_SIDE = 4096;
/** Larger pictures are refused: a test or demo never needs one, and drawing it costs memory. */
const MAX_PIXELS = 12_000_000;

export interface Picture {
  name: string;
  width: number;
  height: number;
}

/** The picture a /thumbs/ path names, or undefined when the path names none we draw. */
export function pictureForPath(path: string): Picture | undefined {
  const match = THUMB_PATH.exec(path);
  if (!match) return undefined;
  const width = Number(match[2]);
  const height = Number(match[3]);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    return undefined;
  }
  return { name: match[1] ?? '', width, height };
}

/** Muted photo-like colours; each picture gets one from its name, so a grid looks varied. */
const PALETTE: readonly Rgb[] = [
  [84, 110, 122],
  [121, 85, 72],
  [96, 125, 139],
  [104, 159, 56],
  [0, 121, 107],
  [158, 105, 62],
  [69, 90, 100],
  [123, 31, 162],
  [25, 118, 210],
  [191, 54, 12],
];

function colourFor(name: string): Rgb {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? [128, 128, 128];
}

/** Half-way to white: the band across the middle. */
const lighter = ([r, g, b]: Rgb): Rgb => [(r + 255) >> 1, (g + 255) >> 1, (b + 255) >> 1];

/** Draws each picture once and keeps it (the corpus names a few hundred, mostly small). */
export function pictureCache() {
  const cache = new Map<string, Buffer>();
  return {
    png(picture: Picture): Buffer {
      const key = `${picture.name}-${picture.width}x${picture.height}`;
      let png = cache.get(key);
      if (!png) {
        const colour = colourFor(picture.name);
        png = encodePng(picture.width, picture.height, colour, lighter(colour));
        cache.set(key, png);
      }
      return png;
    },
  };
}

export type PictureCache = ReturnType<typeof pictureCache>;
