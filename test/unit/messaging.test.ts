import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPES } from '../../lib/messaging';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('message protocol', () => {
  const sources = [...sourceFiles('entrypoints'), ...sourceFiles('lib'), ...sourceFiles('components')].map((file) => ({
    file,
    text: readFileSync(file, 'utf8'),
  }));

  it.each(MESSAGE_TYPES)('has exactly one handler for "%s", in the worker’s wiring', (type) => {
    const handlers = sources.filter(({ text }) => text.includes(`onMessage('${type}'`));
    expect(handlers.map(({ file }) => file)).toEqual(['lib/background/start-background.ts']);
  });

  it('registers no handler for a message it does not declare', () => {
    const registered = sources.flatMap(({ text }) => [...text.matchAll(/onMessage\('([^']+)'/g)].map((m) => m[1]));
    expect(registered.filter((type) => !(MESSAGE_TYPES as readonly string[]).includes(type!))).toEqual([]);
  });
});
