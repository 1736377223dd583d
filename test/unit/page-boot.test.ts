import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_RESULTS_ID, SNAPSHOT_PREFIX, type Snapshot } from '../../lib/boot/boot-names';
import {
  boot,
  loadModule,
  paintWindowAnswer,
  readSnapshot,
  renderSnapshot,
  type BootApi,
} from '../../lib/boot/page-boot';
import { bootedHtml, bootModuleCode } from '../../lib/build/boot-module';
import { windowRecordKey } from '../../lib/search/current-search';

const SNAPSHOT: Snapshot = {
  v: 1,
  id: 's1',
  box: ['Red panda', 'A small mammal'],
  rows: [
    ['Red panda – Wikipedia', 'en.wikipedia.org', 'The red panda is…'],
    ['Red pandas at the zoo', 'zoo.example', 'Meet them'],
  ],
  credits: '1 credit billed for these results',
};

function shell(): Document {
  const { document } = parseHTML(
    `<!doctype html><html><head><link rel="modulepreload" href="/chunks/sidepanel-x.js" data-app-entry></head>` +
      `<body><main id="page-shell"><div id="${SHELL_RESULTS_ID}" hidden></div></main></body></html>`,
  );
  return document;
}

function fakeApi(options: { incognito?: boolean; record?: unknown; windowId?: number } = {}): BootApi {
  const windowId = options.windowId ?? 7;
  return {
    windows: { getCurrent: () => Promise.resolve({ id: windowId, incognito: options.incognito ?? false }) },
    storage: {
      session: {
        get: (key: string) =>
          Promise.resolve(key === `window:${windowId}` && options.record ? { [key]: options.record } : {}),
      },
    },
    i18n: { getMessage: (name: string) => (name === 'resultsLabel' ? 'Results' : name) },
  };
}

const storeWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('readSnapshot (shape checks)', () => {
  it('reads a snapshot of the named search', () => {
    expect(readSnapshot(JSON.stringify(SNAPSHOT), 's1')).toEqual(SNAPSHOT);
  });

  it.each([
    ['another search', JSON.stringify(SNAPSHOT), 's2'],
    ['nothing', null, 's1'],
    ['not JSON', '{', 's1'],
    ['another version', JSON.stringify({ ...SNAPSHOT, v: 2 }), 's1'],
    ['a row of the wrong length', JSON.stringify({ ...SNAPSHOT, rows: [['a', 'b']] }), 's1'],
    ['a row holding a number', JSON.stringify({ ...SNAPSHOT, rows: [['a', 'b', 3]] }), 's1'],
    ['a box holding an object', JSON.stringify({ ...SNAPSHOT, box: ['a', {}] }), 's1'],
    ['credits that are not text', JSON.stringify({ ...SNAPSHOT, credits: 1 }), 's1'],
    ['no rows', JSON.stringify({ ...SNAPSHOT, rows: undefined }), 's1'],
    ['rows that are text', JSON.stringify({ ...SNAPSHOT, rows: 'abc' }), 's1'],
    ['a row that is text of the right length', JSON.stringify({ ...SNAPSHOT, rows: ['abc'] }), 's1'],
    ['a box of one line', JSON.stringify({ ...SNAPSHOT, box: ['a'] }), 's1'],
    ['null', 'null', 's1'],
  ])('refuses %s', (_name, raw, id) => {
    expect(readSnapshot(raw, id)).toBeUndefined();
  });
});

describe('renderSnapshot', () => {
  it('builds the first screen with the app’s classes, as text', () => {
    const doc = shell();
    const slot = doc.getElementById(SHELL_RESULTS_ID) as HTMLElement;
    renderSnapshot(slot, SNAPSHOT, 'Results');
    expect(slot.querySelector('ol.result-list')?.getAttribute('aria-label')).toBe('Results');
    expect([...slot.querySelectorAll('.result-title')].map((title) => title.textContent)).toEqual([
      'Red panda – Wikipedia',
      'Red pandas at the zoo',
    ]);
    expect(slot.querySelector('.knowledge-panel h2')?.textContent).toBe('Red panda');
    expect(slot.querySelector('.credits-head p')?.textContent).toBe('1 credit billed for these results');
    // Not links until the app takes over.
    expect(slot.querySelectorAll('a')).toHaveLength(0);
  });

  it('renders any text as text: no element or attribute comes from the data', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string(), fc.string(), fc.string()), { maxLength: 4 }),
        fc.string(),
        (rows, box) => {
          const doc = shell();
          const slot = doc.getElementById(SHELL_RESULTS_ID) as HTMLElement;
          const hostile = `<img src=x onerror=alert(1)>${box}<script>alert(2)</script>`;
          renderSnapshot(slot, { v: 1, id: 'x', rows, box: [hostile, hostile], credits: hostile }, 'Results');
          const tags = new Set([...slot.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()));
          expect([...tags].every((tag) => ['div', 'section', 'h2', 'p', 'ol', 'li', 'span'].includes(tag))).toBe(true);
          for (const element of slot.querySelectorAll('*')) {
            expect(element.getAttributeNames().every((name) => name === 'class' || name === 'aria-label')).toBe(true);
          }
          expect(slot.querySelector('.knowledge-panel h2')?.textContent).toBe(hostile);
          expect([...slot.querySelectorAll('.result-snippet')].map((p) => p.textContent)).toEqual(
            rows.map((row) => row[2]),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('paintWindowAnswer', () => {
  const snapshotFor = (windowId: number) => ({ [SNAPSHOT_PREFIX + windowId]: JSON.stringify(SNAPSHOT) });
  const areaOf = (doc: Document) => doc.getElementById(SHELL_RESULTS_ID);

  it('paints the snapshot when the window’s answered search is the one it shows', async () => {
    const doc = shell();
    const painted = await paintWindowAnswer(
      areaOf(doc),
      fakeApi({ record: { id: 's1', status: 'success' } }),
      storeWith(snapshotFor(7)),
    );
    const slot = doc.getElementById(SHELL_RESULTS_ID) as HTMLElement;
    expect(painted).toBe(true);
    expect(slot.hidden).toBe(false);
    expect(slot.dataset.searchId).toBe('s1');
    expect(slot.querySelectorAll('.result')).toHaveLength(2);
  });

  it('paints a skeleton for an answered search without a snapshot of it', async () => {
    const doc = shell();
    const painted = await paintWindowAnswer(
      areaOf(doc),
      fakeApi({ record: { id: 's2', status: 'success' } }),
      storeWith(snapshotFor(7)),
    );
    const slot = doc.getElementById(SHELL_RESULTS_ID) as HTMLElement;
    expect(painted).toBe(false);
    expect(slot.classList.contains('results-skeleton')).toBe(true);
    expect(slot.querySelectorAll('.result')).toHaveLength(0);
  });

  it.each([
    ['a private window', { incognito: true, record: { id: 's1', status: 'success' } }],
    ['no current search', {}],
    ['a search still running', { record: { id: 's1', status: 'loading' } }],
    ['a failed search', { record: { id: 's1', status: 'error' } }],
  ])('paints nothing for %s', async (_name, options) => {
    const doc = shell();
    expect(await paintWindowAnswer(areaOf(doc), fakeApi(options), storeWith(snapshotFor(7)))).toBeUndefined();
    const slot = doc.getElementById(SHELL_RESULTS_ID) as HTMLElement;
    expect(slot.hidden).toBe(true);
    expect(slot.childNodes).toHaveLength(0);
  });

  it('reads the record the worker keeps (the same key)', () => {
    expect(windowRecordKey(7)).toBe('window:7');
  });
});

/**
 * The browser's PerformanceObserver, for 'paint' entries: the side panel's boot waits for one.
 * `painted` says whether the page's first paint is on screen (a buffered observer hears it at once).
 */
class PaintObserver {
  static made: PaintObserver[] = [];
  static painted = true;
  options: unknown;
  constructor(readonly callback: () => void) {
    PaintObserver.made.push(this);
  }
  observe(options: unknown) {
    this.options = options;
    if (PaintObserver.painted) queueMicrotask(this.callback);
  }
}

/** The popup's shell: no results area. */
function popupShell(): Document {
  const { document } = parseHTML(
    `<!doctype html><html><head><link rel="modulepreload" href="/chunks/popup-x.js" data-app-entry></head>` +
      `<body><main id="page-shell"></main></body></html>`,
  );
  return document;
}

describe('boot', () => {
  beforeEach(() => {
    PaintObserver.made = [];
    PaintObserver.painted = true;
    vi.stubGlobal('PerformanceObserver', PaintObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('paints, waits for a frame, then loads the preloaded entry', async () => {
    const doc = shell();
    const steps: string[] = [];
    await boot(
      doc,
      fakeApi({ record: { id: 's1', status: 'success' } }),
      storeWith({ [`${SNAPSHOT_PREFIX}7`]: JSON.stringify(SNAPSHOT) }),
      (then) => {
        steps.push(`frame, painted: ${doc.querySelectorAll('.result').length}`);
        then();
      },
      (href) => {
        steps.push(`load ${href}`);
        return Promise.resolve();
      },
    );
    expect(steps).toEqual(['frame, painted: 2', 'load /chunks/sidepanel-x.js']);
  });

  it('marks the frame that paints a snapshot (the bench’s panelReopen reads it), and no other', async () => {
    performance.clearMarks('snapshot');
    const noFrameWait = (then: () => void) => then();
    const load = () => Promise.resolve();
    const api = fakeApi({ record: { id: 's1', status: 'success' } });
    await boot(shell(), api, storeWith({}), noFrameWait, load);
    expect(performance.getEntriesByName('snapshot')).toHaveLength(0);
    await boot(shell(), api, storeWith({ [`${SNAPSHOT_PREFIX}7`]: JSON.stringify(SNAPSHOT) }), noFrameWait, load);
    expect(performance.getEntriesByName('snapshot')).toHaveLength(1);
  });

  it('still loads the app when the snapshot cannot be read', async () => {
    const loaded: string[] = [];
    const broken: BootApi = {
      windows: { getCurrent: () => Promise.reject(new Error('gone')) },
      storage: { session: { get: () => Promise.resolve({}) } },
      i18n: { getMessage: (name: string) => name },
    };
    await boot(
      shell(),
      broken,
      storeWith({}),
      (then) => then(),
      (href) => Promise.resolve(loaded.push(href)),
    );
    expect(loaded).toEqual(['/chunks/sidepanel-x.js']);
  });
});

describe('boot in a side panel that is not on screen yet', () => {
  beforeEach(() => {
    PaintObserver.made = [];
    PaintObserver.painted = false;
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const start = (doc: Document, loaded: string[]) =>
    boot(
      doc,
      fakeApi({ record: { id: 's1', status: 'success' } }),
      storeWith({ [`${SNAPSHOT_PREFIX}7`]: JSON.stringify(SNAPSHOT) }),
      (then) => then(),
      (href) => loaded.push(href),
    );

  it('loads the app once its first paint is on screen', async () => {
    const loaded: string[] = [];
    const booting = start(shell(), loaded);
    await vi.advanceTimersByTimeAsync(100);
    expect(PaintObserver.made.map((observer) => observer.options)).toEqual([{ type: 'paint', buffered: true }]);
    expect(loaded).toEqual([]);
    PaintObserver.made[0]?.callback();
    await booting;
    expect(loaded).toEqual(['/chunks/sidepanel-x.js']);
  });

  it('loads it 250 ms after the frame when no paint is reported (a browser without paint entries)', async () => {
    const loaded: string[] = [];
    void start(shell(), loaded);
    await vi.advanceTimersByTimeAsync(249);
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded).toEqual(['/chunks/sidepanel-x.js']);
  });

  it('does not wait in the popup (no results area: the browser shows it once it has loaded)', async () => {
    const loaded: string[] = [];
    void start(popupShell(), loaded);
    await vi.advanceTimersByTimeAsync(0);
    expect(PaintObserver.made).toEqual([]);
    expect(loaded).toEqual(['/chunks/popup-x.js']);
  });
});

describe('loadModule', () => {
  it('adds the entry as a module script', () => {
    const doc = shell();
    loadModule(doc, '/chunks/sidepanel-x.js');
    const script = doc.querySelector('script');
    expect(script?.getAttribute('type')).toBe('module');
    expect(script?.getAttribute('src')).toBe('/chunks/sidepanel-x.js');
  });
});

describe('the built boot module', () => {
  it('imports nothing, exports nothing, and stays under 1 KB gzip', async () => {
    const code = await bootModuleCode();
    expect(code).not.toMatch(/\bimport\s*[{"'*]|\bfrom\s*["']|\bexport\s*\{/u);
    const { gzipSync } = await import('node:zlib');
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(1_000);
  });

  it('turns the page’s entry script into a preload the boot module loads after the first frame', () => {
    const html =
      '<head><script type="module" crossorigin src="/chunks/popup-AbC1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/chunks/shared-1.js"></head>';
    const booted = bootedHtml(html, 'chunks/popup-AbC1.js');
    expect(booted).toContain('<link rel="modulepreload" crossorigin href="/chunks/popup-AbC1.js" data-app-entry>');
    expect(booted).toContain('<script type="module" src="/boot.js"></script>');
    expect(booted).not.toContain('<script type="module" crossorigin src="/chunks/popup-AbC1.js">');
    // The entry's imports are fetched once the app is added, after the first paint.
    expect(booted).not.toContain('/chunks/shared-1.js');
    expect(() => bootedHtml('<head></head>', 'chunks/popup-AbC1.js')).toThrow(/entry script/u);
  });

  it('names the stylesheets first, then the boot module and the entry (the first paint waits for the styles)', () => {
    const html =
      '<head><script type="module" crossorigin src="/chunks/sidepanel-X.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/chunks/shared-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/a.css">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/b.css"></head>';
    const booted = bootedHtml(html, 'chunks/sidepanel-X.js');
    const at = (text: string) => booted.indexOf(text);
    expect(booted.match(/rel="stylesheet"/gu)).toHaveLength(2);
    expect(at('/assets/a.css')).toBeLessThan(at('/assets/b.css'));
    expect(at('/assets/b.css')).toBeLessThan(at('/boot.js'));
    expect(at('/boot.js')).toBeLessThan(at('/chunks/sidepanel-X.js'));
    expect(booted.match(/modulepreload/gu)).toHaveLength(1);
  });
});
