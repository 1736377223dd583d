import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import { deflateRawSync, gzipSync } from 'node:zlib';

/** Bytes of a set of files: as shipped, and gzipped one by one (level 9), the usual measure of download size. */
export interface ByteCount {
  raw: number;
  gzip: number;
}

export interface AssetSizes {
  /** Paths relative to the extension folder, in load order. */
  files: string[];
  js: ByteCount;
  css: ByteCount;
  total: ByteCount;
}

export interface BuildSizes {
  dir: string;
  /** Each page's app: what it loads, but the boot module, which has its own budget. */
  pages: Record<string, AssetSizes>;
  /** The popup's and side panel's boot module (lib/boot/page-boot.ts), the one script their HTML runs. */
  boot: AssetSizes;
  background: AssetSizes;
  /** The scripts that run in web pages (the quick-look card's, the selection button's), by file. */
  inPage: Record<string, AssetSizes>;
  /** The whole folder as a zip (deflate level 9, no extra fields): what the store receives. */
  zipBytes: number;
}

/** The boot module's file (lib/build/boot-module.ts writes it). */
const BOOT_MODULE = 'boot.js';
const PAGES = ['popup', 'sidepanel', 'options', 'quick-look'] as const;
/**
 * The scripts that run inside web pages: injected for a quick look, registered for the selection
 * button (its watcher), and the button's module the watcher imports at a page's first selection.
 */
export const IN_PAGE_SCRIPTS = ['quick-look-frame.js', 'selection-button.js', 'selection-button-ui.js'] as const;

/** Every file an HTML page loads: its scripts and stylesheets (and modulepreloads), then their static imports. */
export function pageFiles(extensionDir: string, htmlFile: string): string[] {
  const html = readFileSync(join(extensionDir, htmlFile), 'utf8');
  const refs: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/giu) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/iu.exec(tag)?.[1];
    const isLink = tag.toLowerCase().startsWith('<link');
    if (!src || /^[a-z]+:/iu.test(src)) continue;
    if (isLink && !/\brel="(?:stylesheet|modulepreload)"/iu.test(tag)) continue;
    refs.push(resolveRef(htmlFile, src));
  }
  return withStaticImports(extensionDir, refs);
}

/** A script and everything it imports statically (dynamic `import()` chunks load on demand and are not counted). */
export function scriptFiles(extensionDir: string, entry: string): string[] {
  return withStaticImports(extensionDir, [entry]);
}

function withStaticImports(extensionDir: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    const code = readFileSync(join(extensionDir, file), 'utf8');
    // Minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`.
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/gu)) {
      visit(resolveRef(file, match[1] ?? ''));
    }
  };
  entries.forEach(visit);
  return [...seen];
}

function resolveRef(fromFile: string, ref: string): string {
  const path = ref.startsWith('/') ? ref.slice(1) : posix.join(posix.dirname(fromFile), ref);
  return posix.normalize(path);
}

export function byteCount(bytes: Buffer): ByteCount {
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function sum(counts: ByteCount[]): ByteCount {
  return counts.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
}

export function assetSizes(extensionDir: string, files: string[]): AssetSizes {
  const counted = files.map((file) => ({ file, count: byteCount(readFileSync(join(extensionDir, file))) }));
  const js = sum(counted.filter((c) => c.file.endsWith('.js')).map((c) => c.count));
  const css = sum(counted.filter((c) => c.file.endsWith('.css')).map((c) => c.count));
  return { files, js, css, total: sum([js, css]) };
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .sort();
}

/**
 * The size of a zip of the folder, computed rather than written: each file deflated at
 * level 9 (or stored when that is smaller), with its local header, central-directory
 * record and the end record (the format's fixed 30 + 46 + 22 bytes plus the names).
 */
export function zipSize(dir: string): number {
  let bytes = 22;
  for (const path of allFiles(dir)) {
    const name = Buffer.byteLength(relative(dir, path).split(sep).join('/'));
    const data = readFileSync(path);
    const stored = Math.min(data.length, deflateRawSync(data, { level: 9 }).length);
    bytes += 30 + name + stored + 46 + name;
  }
  return bytes;
}

/** Sizes of a built Chrome extension folder (e.g. `.output/chrome-mv3`). */
export function measureBuild(extensionDir: string): BuildSizes {
  const dir = resolve(extensionDir);
  const pages: Record<string, AssetSizes> = {};
  for (const page of PAGES) {
    if (!existsSync(join(dir, `${page}.html`))) continue;
    pages[page] = assetSizes(
      dir,
      pageFiles(dir, `${page}.html`).filter((file) => file !== BOOT_MODULE),
    );
  }
  const inPage: Record<string, AssetSizes> = {};
  for (const script of IN_PAGE_SCRIPTS) {
    if (existsSync(join(dir, script))) inPage[script] = assetSizes(dir, scriptFiles(dir, script));
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
    background?: { service_worker?: string };
  };
  const worker = manifest.background?.service_worker ?? 'background.js';
  const boot = assetSizes(dir, existsSync(join(dir, BOOT_MODULE)) ? [BOOT_MODULE] : []);
  return { dir, pages, boot, background: assetSizes(dir, scriptFiles(dir, worker)), inPage, zipBytes: zipSize(dir) };
}
