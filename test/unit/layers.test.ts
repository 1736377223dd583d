import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration, type IReporterOutput } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * The house rules (.dependency-cruiser.cjs) must hold on the code (npm run check:layers does
 * that) and must catch what they are for: these tests plant imports that break them in a
 * throwaway tree laid out like ours, and expect the rule that names the break.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;
let tree: string | undefined;

afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

/** Cruises a tree of files (path → source) with our rules; returns the rules that were broken. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  tree = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), source);
  }
  const { forbidden } = config;
  const result: IReporterOutput = await cruise(
    ['lib', 'components', 'entrypoints'].filter((dir) => dir in folders(files)),
    {
      baseDir: tree,
      ruleSet: { forbidden },
      includeOnly: config.options?.includeOnly,
      // Type-only imports count: they couple the rooms as much as any other.
      tsPreCompilationDeps: true,
      validate: true,
    },
  );
  const output = typeof result.output === 'string' ? undefined : result.output;
  return [...new Set((output?.summary.violations ?? []).map((violation) => violation.rule.name))].sort();
}

function folders(files: Record<string, string>): Record<string, true> {
  return Object.fromEntries(Object.keys(files).map((path) => [path.split('/')[0] ?? '', true]));
}

describe('layer rules', () => {
  it('let a module import from a lower layer', async () => {
    expect(
      await brokenRules({
        'lib/search/flow.ts': "import { read } from '../cache/store';\nexport const flow = read;\n",
        'lib/cache/store.ts': "import { clean } from '../text/clean';\nexport const read = clean;\n",
        'lib/text/clean.ts': 'export const clean = (text: string) => text.trim();\n',
      }),
    ).toEqual([]);
  });

  it('fail on an import that runs up a layer, naming the layer', async () => {
    expect(
      await brokenRules({
        'lib/text/clean.ts': "import { LIMITS } from '../api/limits';\nexport const clean = () => LIMITS;\n",
        'lib/api/limits.ts': 'export const LIMITS = 1;\n',
      }),
    ).toEqual(['layer: lib/text']);
  });

  it('fail on two features of one layer that import each other (sideways, both ways)', async () => {
    expect(
      await brokenRules({
        'lib/cache/store.ts': "import { list } from '../history/store';\nexport const get = () => list;\n",
        'lib/history/store.ts': "import { get } from '../cache/store';\nexport const list = () => get;\n",
      }),
    ).toEqual(['layer: lib/cache', 'layer: lib/history', 'no-cycle']);
  });

  it('fail when storage knows a feature', async () => {
    expect(
      await brokenRules({
        'lib/storage/database.ts':
          "import type { CacheEntry } from '../cache/policy';\nexport type Stored = CacheEntry;\n",
        'lib/cache/policy.ts': 'export interface CacheEntry { key: string }\n',
      }),
    ).toEqual(['layer: lib/storage']);
  });

  it('fail when shipped code imports test code', async () => {
    expect(
      await brokenRules({
        'lib/text/clean.ts': "import { fixture } from '../../test/fixture';\nexport const clean = fixture;\n",
        'test/fixture.ts': 'export const fixture = 1;\n',
      }),
    ).toEqual(['no-test-code-shipped']);
  });
});
