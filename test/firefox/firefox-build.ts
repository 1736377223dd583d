/**
 * The Firefox build that the Firefox checks lint and search with: built into its own folder (never
 * over a release build), with the local search API's origin as its built-in base URL, so the
 * manifest already grants that origin and saving it in the options page asks for no permission.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The local API's port in the Firefox run (the build grants this origin only). */
export const FIREFOX_API_PORT = Number(process.env.FIREFOX_API_PORT ?? 8789);
export const FIREFOX_API_ORIGIN = `http://127.0.0.1:${FIREFOX_API_PORT}`;
const OUT_DIR = resolve('.output/firefox-e2e');
export const FIREFOX_EXTENSION_DIR = join(OUT_DIR, 'firefox-mv2');

export function buildFirefoxExtension(): void {
  execFileSync('npx', ['wxt', 'build', '-b', 'firefox'], {
    stdio: 'inherit',
    env: { ...process.env, WXT_OUT_DIR: OUT_DIR, WXT_API_BASE_URL: FIREFOX_API_ORIGIN },
  });
}

/** The add-on id the built manifest declares (browser_specific_settings.gecko.id). */
export function builtAddonId(extensionDir: string): string {
  const manifest = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8')) as {
    browser_specific_settings?: { gecko?: { id?: string } };
  };
  const id = manifest.browser_specific_settings?.gecko?.id;
  if (!id) throw new Error(`The manifest in ${extensionDir} declares no gecko id`);
  return id;
}
