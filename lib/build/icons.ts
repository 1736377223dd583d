/**
 * The extension's icon files: PNGs rendered from assets/icon.svg and assets/icon-small.svg
 * by scripts/render-icons.ts, shipped from public/icon/. WXT would find public/icon/<size>.png
 * for `icons` on its own, but not the toolbar button's `default_icon`: naming both here keeps
 * them one list, checked by a unit test without a build.
 */
export const ICON_SIZES = [16, 32, 48, 128] as const;

export type IconSize = (typeof ICON_SIZES)[number];

/** Where the icon of a size lives, relative to public/ (and to the built extension's root). */
export function iconPath(size: IconSize): string {
  return `icon/${size}.png`;
}

/** The `{ "16": "icon/16.png", … }` map that manifest `icons` and an action's `default_icon` take. */
export function iconFiles(sizes: readonly IconSize[] = ICON_SIZES): Record<string, string> {
  return Object.fromEntries(sizes.map((size) => [String(size), iconPath(size)]));
}
