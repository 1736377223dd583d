import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_PREFIX, type Snapshot } from '../../lib/boot/boot-names';
import { readSnapshot } from '../../lib/boot/page-boot';
import {
  SNAPSHOT_MAX_BYTES,
  SNAPSHOT_MAX_ROWS,
  SNAPSHOT_TEXT_MAX,
  SNAPSHOT_MAX_AGE_MS,
  cappedSnapshot,
  dropAllSnapshots,
  dropSnapshotsOf,
  saveSnapshot,
  sweepSnapshots,
  snapshotBytes,
  snapshotOf,
} from '../../lib/ui/shell-snapshot';

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  clear() {
    this.items.clear();
  }
  keys() {
    return [...this.items.keys()];
  }
}
const storage = () => {
  const memory = new MemoryStorage();
  // Object.keys(localStorage) lists its items: a proxy gives the same to the code under test.
  return new Proxy(memory, {
    ownKeys: () => memory.keys(),
    getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
  }) as unknown as Storage;
};

const row = (n: number, size = 40): [string, string, string] => [`Title ${n}`, `site${n}.example`, 'é'.repeat(size)];

describe('cappedSnapshot', () => {
  it('keeps a small snapshot whole', () => {
    const snapshot: Snapshot = { v: 1, id: 'a', rows: [row(1), row(2)] };
    expect(cappedSnapshot(snapshot)).toEqual(snapshot);
  });

  it('drops rows from the end until the UTF-8 bytes fit the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 2000 }), (rows, size) => {
        const snapshot: Snapshot = { v: 1, id: 'a', rows: Array.from({ length: rows }, (_, n) => row(n, size)) };
        const capped = cappedSnapshot(snapshot, SNAPSHOT_MAX_BYTES);
        if (!capped) return;
        expect(snapshotBytes(capped)).toBeLessThanOrEqual(SNAPSHOT_MAX_BYTES);
        expect(capped.rows).toEqual(snapshot.rows.slice(0, capped.rows.length));
        if (capped.rows.length < rows)
          expect(snapshotBytes({ ...capped, rows: snapshot.rows.slice(0, capped.rows.length + 1) })).toBeGreaterThan(
            SNAPSHOT_MAX_BYTES,
          );
      }),
    );
  });

  it('gives none when even its box and credits pass the cap', () => {
    expect(cappedSnapshot({ v: 1, id: 'a', rows: [], credits: 'x'.repeat(200) }, 100)).toBeUndefined();
  });
});

describe('snapshotOf', () => {
  it('reads the first screen of what the app rendered, clipped, the credit line included', () => {
    const long = 'word '.repeat(200);
    const items = Array.from(
      { length: 12 },
      (_, n) =>
        `<li class="result"><div class="result-head"><div class="result-title"><a href="https://a.example/${n}">Title ${n}</a></div><button>More actions</button></div>` +
        `<div class="result-meta"><span class="result-host">a.example</span></div><p class="result-snippet">${n === 0 ? long : `Snippet ${n}`}</p></li>`,
    ).join('');
    const { document } = parseHTML(
      `<div id="view"><section class="knowledge-panel"><div><h2>Ada</h2><p class="knowledge-type">Person</p></div><p class="knowledge-description">Mathematician</p></section>` +
        `<ol class="result-list">${items}</ol><section class="credits"><div class="credits-head"><p>1 credit billed</p><button>Refresh</button></div></section></div>`,
    );
    const view = document.getElementById('view') as unknown as ParentNode;
    const snapshot = snapshotOf(view, 's1', 10_000);
    expect(snapshot.id).toBe('s1');
    expect(snapshot.box).toEqual(['Ada', 'Mathematician']);
    expect(snapshot.credits).toBe('1 credit billed');
    expect(snapshot.rows).toHaveLength(SNAPSHOT_MAX_ROWS);
    expect(snapshot.rows[1]).toEqual(['Title 1', 'a.example', 'Snippet 1']);
    expect(snapshot.rows[0]?.[2]).toHaveLength(SNAPSHOT_TEXT_MAX);
    // What the boot reads back is what was taken.
    expect(readSnapshot(JSON.stringify(snapshot), 's1')).toEqual(snapshot);
  });
});

describe('storing', () => {
  it('saves capped, names the search, and Clear history drops every window’s', () => {
    const store = storage();
    store.setItem('other', 'kept');
    saveSnapshot(store, 3, { v: 1, id: 'abc', rows: Array.from({ length: 200 }, (_, n) => row(n, 100)) });
    saveSnapshot(store, 4, { v: 1, id: 'def', rows: [row(1)] });
    expect(new TextEncoder().encode(store.getItem(`${SNAPSHOT_PREFIX}3`) ?? '').length).toBeLessThanOrEqual(
      SNAPSHOT_MAX_BYTES,
    );
    expect(readSnapshot(store.getItem(`${SNAPSHOT_PREFIX}3`), 'abc')?.rows.length).toBeGreaterThan(0);
    expect(readSnapshot(store.getItem(`${SNAPSHOT_PREFIX}4`), 'def')?.rows).toEqual([row(1)]);
    dropAllSnapshots(store);
    expect(store.getItem(`${SNAPSHOT_PREFIX}3`)).toBeNull();
    expect(store.getItem(`${SNAPSHOT_PREFIX}4`)).toBeNull();
    expect(store.getItem('other')).toBe('kept');
  });

  it('leaves none when the storage refuses the write', () => {
    const store = storage();
    store.setItem(`${SNAPSHOT_PREFIX}3`, 'old');
    const full = Object.create(store, {
      setItem: {
        value: () => {
          throw new Error('QuotaExceededError');
        },
      },
    }) as Storage;
    saveSnapshot(full, 3, { v: 1, id: 'abc', rows: [row(1)] });
    expect(store.getItem(`${SNAPSHOT_PREFIX}3`)).toBeNull();
  });
});

describe('what a snapshot outlives (issue 38, L7)', () => {
  const NOW = 1_800_000_000_000;
  const kept = (store: Storage) =>
    Object.keys(store)
      .filter((key) => key.startsWith(SNAPSHOT_PREFIX))
      .sort();

  it('goes with the history entry it shows, deleted: by its search’s id or the entry it was reopened from', () => {
    const store = storage();
    saveSnapshot(store, 1, { v: 1, id: 'search-a', rows: [row(1)] }, NOW);
    saveSnapshot(store, 2, { v: 1, id: 'search-b', history: 'entry-x', rows: [row(2)] }, NOW);
    saveSnapshot(store, 3, { v: 1, id: 'search-c', rows: [row(3)] }, NOW);
    dropSnapshotsOf(store, 'search-a');
    dropSnapshotsOf(store, 'entry-x');
    expect(kept(store)).toEqual([`${SNAPSHOT_PREFIX}3`]);
  });

  it('of a window that closed goes at the next sweep; every snapshot expires; unreadable or untimed ones go', () => {
    const store = storage();
    saveSnapshot(store, 1, { v: 1, id: 'open-window', rows: [row(1)] }, NOW);
    saveSnapshot(store, 2, { v: 1, id: 'closed-window', rows: [row(2)] }, NOW);
    saveSnapshot(store, 3, { v: 1, id: 'old', rows: [row(3)] }, NOW - SNAPSHOT_MAX_AGE_MS - 1);
    store.setItem(`${SNAPSHOT_PREFIX}4`, JSON.stringify({ v: 1, id: 'before-times', rows: [] }));
    store.setItem(`${SNAPSHOT_PREFIX}5`, '{not json');
    store.setItem('other', 'kept');
    sweepSnapshots(store, [1, 3, 4, 5], NOW);
    expect(kept(store)).toEqual([`${SNAPSHOT_PREFIX}1`]);
    expect(store.getItem('other')).toBe('kept');
    // Where the browser cannot list its windows, age alone decides.
    saveSnapshot(store, 6, { v: 1, id: 'elsewhere', rows: [row(6)] }, NOW);
    sweepSnapshots(store, undefined, NOW + SNAPSHOT_MAX_AGE_MS);
    expect(kept(store)).toEqual([`${SNAPSHOT_PREFIX}1`, `${SNAPSHOT_PREFIX}6`]);
    sweepSnapshots(store, undefined, NOW + SNAPSHOT_MAX_AGE_MS + 1);
    expect(kept(store)).toEqual([]);
  });
});
