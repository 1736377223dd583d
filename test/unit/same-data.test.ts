import { describe, expect, it } from 'vitest';
import { sameData } from '../../lib/storage/same-data';

describe('sameData', () => {
  it('takes a record read back from storage, its keys sorted, as the record written', () => {
    const written = { id: 'a', status: 'success', request: { query: 'paris', type: 'news' }, startedAt: 1 };
    const readBack = { request: { type: 'news', query: 'paris' }, id: 'a', startedAt: 1, status: 'success' };
    expect(sameData(written, readBack)).toBe(true);
  });

  it('tells apart a value, a key or an item that differs', () => {
    const record = { id: 'a', pages: [{ id: 'p2', page: 2 }], billed: 1 };
    expect(sameData(record, { ...record, billed: 0 })).toBe(false);
    expect(sameData(record, { id: 'a', pages: [{ id: 'p2', page: 2 }] })).toBe(false);
    expect(
      sameData(record, {
        ...record,
        pages: [
          { id: 'p2', page: 2 },
          { id: 'p3', page: 3 },
        ],
      }),
    ).toBe(false);
    expect(sameData(record, { ...record, billed: undefined, extra: 1 })).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(1, 1)).toBe(true);
  });
});
