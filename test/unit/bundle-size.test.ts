import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { budgetRows } from '../../bench/size-budgets';
import { measureBuild, pageFiles, zipSize } from '../../bench/sizes';

let dir: string;

function write(path: string, text: string) {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  write('manifest.json', JSON.stringify({ background: { service_worker: 'background.js' } }));
  write('background.js', 'console.log(1)');
  for (const page of ['popup', 'sidepanel', 'options', 'quick-look']) {
    write(
      `${page}.html`,
      `<script type="module" crossorigin src="/chunks/${page}.js"></script>` +
        '<link rel="icon" href="/icon.png"><link rel="stylesheet" crossorigin href="/assets/app.css">',
    );
    write(`chunks/${page}.js`, 'import{a}from"./shared.js";import"./side.js";a()');
  }
  write('chunks/shared.js', 'export{b as a}from"./deep.js";const lazy=()=>import("./lazy.js")');
  write('chunks/side.js', '');
  write('chunks/deep.js', 'export const b=()=>1');
  write('chunks/lazy.js', 'x'.repeat(1000));
  write('boot.js', 'import(document.querySelector("link[data-app-entry]").href)');
  write('assets/app.css', 'body{margin:0}');
  write('quick-look-frame.js', '(function(){})()');
  write('selection-button.js', '(function(){})()');
  write('selection-button-ui.js', 'export function createSelectionButton(){}');
  write('icon.png', '');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('bundle sizes', () => {
  it('counts the scripts and stylesheets a page loads and their static imports, not lazy chunks or icons', () => {
    expect(pageFiles(dir, 'popup.html').sort()).toEqual(
      ['assets/app.css', 'chunks/deep.js', 'chunks/popup.js', 'chunks/shared.js', 'chunks/side.js'].sort(),
    );
  });

  it('sizes a zip of the folder as its records and compressed contents', () => {
    const files = 19;
    // At least the fixed headers and names; well under the raw contents for compressible files.
    expect(zipSize(dir)).toBeGreaterThan(22 + files * 76);
    expect(zipSize(dir)).toBeLessThan(22 + files * (76 + 40) + 1000);
  });

  it('reports each budget and whether it holds', () => {
    const rows = budgetRows(measureBuild(dir));
    expect(rows.map((row) => row.name)).toEqual([
      'popup page',
      'side panel page',
      'boot module (popup, side panel)',
      'background',
      'quick-look card page',
      'quick-look script (in pages)',
      'selection button’s watcher (in pages)',
      'selection button’s module (at a first selection)',
      'Chrome zip',
    ]);
    expect(rows.every((row) => row.ok)).toBe(true);
  });

  it('counts the boot module in its own row, not in the pages that run it', () => {
    write(
      'popup.html',
      '<link rel="modulepreload" href="/chunks/popup.js" data-app-entry><script type="module" src="/boot.js"></script>',
    );
    const sizes = measureBuild(dir);
    expect(sizes.pages.popup?.files).toContain('chunks/popup.js');
    expect(sizes.pages.popup?.files).not.toContain('boot.js');
    expect(sizes.boot.files).toEqual(['boot.js']);
    write('popup.html', '<script type="module" src="/chunks/popup.js"></script>');
    rmSync(join(dir, 'boot.js'));
    expect(budgetRows(measureBuild(dir)).find((row) => row.name.startsWith('boot module'))?.ok).toBe(false);
  });

  it('fails a build that lacks a budgeted file (a budget cannot pass by the file going missing)', () => {
    rmSync(join(dir, 'selection-button.js'));
    rmSync(join(dir, 'selection-button-ui.js'));
    const rows = budgetRows(measureBuild(dir));
    expect(rows.find((row) => row.name === 'selection button’s watcher (in pages)')?.ok).toBe(false);
    expect(rows.find((row) => row.name.startsWith('selection button’s module'))?.ok).toBe(false);
  });
});
