import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isExternal, markdownAnchors, markdownLinks } from './markdown-links';

/*
 * The front door and the guides (issue 30 item 5): README.md stays short, every guide in
 * docs/ is reachable from it, and no relative link in README.md or docs/**\/*.md is dead —
 * neither its file nor its #anchor (GitHub's heading anchors).
 */
const ROOT = process.cwd();
const README_MAX_LINES = 200;

function markdownFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(folder, name))
    .sort();
}

const FILES = ['README.md', ...markdownFilesUnder('docs')];
/** The guides: the Markdown files directly in docs/ (the store material and notes have folders of their own). */
const GUIDES = readdirSync('docs').filter((name) => name.endsWith('.md'));

const anchorsByFile = new Map<string, Set<string>>();
function anchorsOf(path: string): Set<string> {
  let anchors = anchorsByFile.get(path);
  if (!anchors) {
    anchors = markdownAnchors(readFileSync(path, 'utf8'));
    anchorsByFile.set(path, anchors);
  }
  return anchors;
}

/** What is wrong with one relative link written in `file`, or undefined when it resolves. */
function problemWith(file: string, target: string): string | undefined {
  const hashAt = target.indexOf('#');
  const pathPart = decodeURI(hashAt === -1 ? target : target.slice(0, hashAt));
  const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
  // A leading / is the repository's root on GitHub.
  const resolved =
    pathPart === '' ? resolve(file) : resolve(pathPart.startsWith('/') ? ROOT : dirname(file), `.${sep}${pathPart}`);
  const inRepo = relative(ROOT, resolved);
  if (inRepo.startsWith('..')) return `${target} leaves the repository`;
  if (!existsSync(resolved)) return `${target}: no such file (${inRepo})`;
  if (anchor === undefined || anchor === '') return undefined;
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
    // GitHub's line anchors on source files (#L12, #L12-L20); nothing else is an anchor there.
    return /^L\d+(-L\d+)?$/u.test(anchor) ? undefined : `${target}: #${anchor} on a file that is not Markdown`;
  }
  return anchorsOf(resolved).has(anchor) ? undefined : `${target}: no heading gives #${anchor} in ${inRepo}`;
}

describe('README.md', () => {
  it(`is at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync('README.md', 'utf8').replace(/\n$/u, '').split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('has the two commands', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('bash scripts/demo.sh');
    expect(readme).toContain('bash scripts/test.sh');
  });

  it('links to every guide in docs/', () => {
    const targets = new Set(markdownLinks(readFileSync('README.md', 'utf8')).map((link) => link.target.split('#')[0]));
    expect(GUIDES.length).toBeGreaterThanOrEqual(4);
    expect(GUIDES.filter((guide) => !targets.has(`docs/${guide}`))).toEqual([]);
  });
});

describe('docs/performance.md', () => {
  // A guide, not a run log (issue 39): the dated runs live in bench/LOG.md.
  it(`is a guide of at most ${README_MAX_LINES} lines, and links to the bench log`, () => {
    const guide = readFileSync('docs/performance.md', 'utf8');
    expect(guide.replace(/\n$/u, '').split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
    expect(guide).toContain('](../bench/LOG.md');
  });
});

describe('relative links in README.md and docs/', () => {
  it('finds the files to check', () => {
    expect(FILES).toContain('README.md');
    expect(FILES).toContain(join('docs', 'user-guide.md'));
  });

  it.each(FILES)('every relative link in %s resolves, with its #anchor', (file) => {
    const problems = markdownLinks(readFileSync(file, 'utf8'))
      .filter((link) => !isExternal(link.target))
      .map((link) => {
        const problem = problemWith(file, link.target);
        return problem && `${file}:${link.line}: ${problem}`;
      })
      .filter((problem) => problem !== undefined);
    expect(problems).toEqual([]);
  });

  it.each(GUIDES)('docs/%s links to at least one other guide or the README', (guide) => {
    const targets = markdownLinks(readFileSync(join('docs', guide), 'utf8')).map((link) => link.target.split('#')[0]);
    const others = targets.filter(
      (target) => target === '../README.md' || (GUIDES.includes(target ?? '') && target !== guide),
    );
    expect(others.length).toBeGreaterThan(0);
  });
});
