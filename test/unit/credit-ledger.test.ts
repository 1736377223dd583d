import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEDGER,
  recordBilled,
  recordExhausted,
  remainingCredits,
  setBalance,
  olderDays,
  summarize,
  withoutDays,
  type CreditLedger,
} from '../../lib/credits/credit-ledger';
import { billedByType, dailyUsage } from '../../lib/credits/usage-breakdown';
import { expectedCost } from '../../lib/credits/expected-cost';
import { dayKey, lastDays, monthKey } from '../../lib/credits/calendar';
import { checkLedger } from '../../lib/credits/ledger-item';

const at = (iso: string) => Date.parse(iso);

function billed(ledger: CreditLedger, iso: string, credits: number, saved?: number, zone = 'UTC'): CreditLedger {
  return recordBilled(
    ledger,
    { at: at(iso), credits, source: 'sidepanel', ...(saved !== undefined && { saved }) },
    zone,
  );
}

describe('credit ledger', () => {
  it('remaining = balance − credits billed since it was entered (100 − 1 − 1 − 2 = 96)', () => {
    let ledger = billed(EMPTY_LEDGER, '2026-03-01T10:00:00Z', 5); // before the balance: not counted
    ledger = setBalance(ledger, 100, at('2026-03-01T11:00:00Z'));
    ledger = billed(ledger, '2026-03-01T12:00:00Z', 1);
    ledger = billed(ledger, '2026-03-01T12:01:00Z', 1);
    ledger = billed(ledger, '2026-03-01T12:02:00Z', 2);
    expect(remainingCredits(ledger)).toBe(96);
  });

  it('knows no remaining balance until one is entered', () => {
    expect(remainingCredits(billed(EMPTY_LEDGER, '2026-03-01T10:00:00Z', 3))).toBeUndefined();
  });

  it('never shows a negative remaining balance', () => {
    const ledger = billed(setBalance(EMPTY_LEDGER, 2, at('2026-03-01T00:00:00Z')), '2026-03-01T01:00:00Z', 5);
    expect(remainingCredits(ledger)).toBe(0);
  });

  it('after a 402, remaining is 0 until a search succeeds', () => {
    let ledger = setBalance(EMPTY_LEDGER, 50, at('2026-03-01T00:00:00Z'));
    ledger = recordExhausted(ledger, at('2026-03-01T01:00:00Z'));
    expect(remainingCredits(ledger)).toBe(0);
    // A cache hit proves nothing about the account.
    ledger = billed(ledger, '2026-03-01T01:30:00Z', 0, 1);
    expect(remainingCredits(ledger)).toBe(0);
    ledger = billed(ledger, '2026-03-01T02:00:00Z', 1);
    expect(remainingCredits(ledger)).toBe(49);
  });

  it('after a 402, remaining is 0 until the balance is updated', () => {
    let ledger = recordExhausted(setBalance(EMPTY_LEDGER, 50, at('2026-03-01T00:00:00Z')), at('2026-03-01T01:00:00Z'));
    ledger = setBalance(ledger, 500, at('2026-03-02T00:00:00Z'));
    expect(remainingCredits(ledger)).toBe(500);
  });

  it.each([
    ['Asia/Tokyo', { billedToday: 1, billedThisMonth: 7 }],
    ['America/New_York', { billedToday: 1, billedThisMonth: 1 }],
    ['UTC', { billedToday: 3, billedThisMonth: 3 }],
  ])('sums today and this month in the user’s time zone (%s), across midnight and month ends', (zone, sums) => {
    let ledger = EMPTY_LEDGER;
    ledger = billed(ledger, '2026-02-28T23:30:00Z', 4, undefined, zone); // Tokyo: 1 March 08:30; New York: 28 Feb 18:30
    ledger = billed(ledger, '2026-03-01T03:00:00Z', 2, undefined, zone); // Tokyo: 1 March 12:00; New York: 28 Feb 22:00
    ledger = billed(ledger, '2026-03-01T15:00:00Z', 1, undefined, zone); // Tokyo: 2 March 00:00; New York: 1 March 10:00
    const now = at('2026-03-01T16:00:00Z'); // Tokyo: 2 March 01:00; New York: 1 March 11:00
    expect(summarize(ledger, now, zone)).toMatchObject(sums);
  });

  it('keeps per-day totals per entry point: billed, saved by the cache, searches', () => {
    let ledger = billed(EMPTY_LEDGER, '2026-03-01T10:00:00Z', 2);
    ledger = billed(ledger, '2026-03-01T10:05:00Z', 0, 2);
    ledger = recordBilled(ledger, { at: at('2026-03-01T11:00:00Z'), credits: 1, source: 'popup' }, 'UTC');
    expect(ledger.days).toEqual({
      '2026-03-01': {
        sidepanel: { billed: 2, saved: 2, searches: 2 },
        popup: { billed: 1, saved: 0, searches: 1 },
      },
    });
  });

  it('counts credits the cache saved', () => {
    let ledger = billed(EMPTY_LEDGER, '2026-03-01T10:00:00Z', 2);
    ledger = billed(ledger, '2026-03-01T10:05:00Z', 0, 2);
    ledger = billed(ledger, '2026-03-01T10:06:00Z', 0, 2);
    expect(summarize(ledger, at('2026-03-01T11:00:00Z'), 'UTC').savedByCache).toBe(4);
  });

  it('reports credits per day for the last 30 days, zero-filled, oldest first', () => {
    let ledger = billed(EMPTY_LEDGER, '2026-03-30T10:00:00Z', 2);
    ledger = billed(ledger, '2026-03-30T11:00:00Z', 1);
    ledger = billed(ledger, '2026-03-01T10:00:00Z', 5);
    ledger = billed(ledger, '2026-02-01T10:00:00Z', 9); // outside the window
    const usage = dailyUsage(ledger, at('2026-03-30T12:00:00Z'), 30, 'UTC');
    expect(usage).toHaveLength(30);
    expect(usage[0]).toEqual({ day: '2026-03-01', credits: 5, bySource: { sidepanel: 5 } });
    expect(usage[29]).toEqual({ day: '2026-03-30', credits: 3, bySource: { sidepanel: 3 } });
    expect(usage.reduce((sum, d) => sum + d.credits, 0)).toBe(8);
  });

  it('names the days that leave the stored ledger: before the chart’s 30 days and this month', () => {
    let ledger = billed(EMPTY_LEDGER, '2026-01-31T10:00:00Z', 1);
    ledger = billed(ledger, '2026-03-01T10:00:00Z', 1);
    ledger = billed(ledger, '2026-03-02T10:00:00Z', 1);
    // On 31 March the chart starts on 2 March, the month on 1 March: January leaves.
    expect(olderDays(ledger, at('2026-03-31T12:00:00Z'), 'UTC').map((d) => d.day)).toEqual(['2026-01-31']);
    // On 1 April the month starts on 1 April, the chart on 3 March: both March days leave.
    expect(olderDays(ledger, at('2026-04-01T12:00:00Z'), 'UTC').map((d) => d.day)).toEqual([
      '2026-01-31',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('keeps counting what the cache saved on days moved to the archive', () => {
    let ledger = billed(EMPTY_LEDGER, '2026-01-10T10:00:00Z', 0, 3);
    ledger = billed(ledger, '2026-03-10T10:00:00Z', 0, 1);
    ledger = withoutDays(ledger, ['2026-01-10'], 3);
    expect(summarize(ledger, at('2026-03-10T12:00:00Z'), 'UTC').savedByCache).toBe(4);
  });

  it('keeps the balance arithmetic whatever days are kept', () => {
    let ledger = setBalance(EMPTY_LEDGER, 1000, at('2024-01-01T00:00:00Z'));
    ledger = billed(ledger, '2024-01-02T00:00:00Z', 10);
    ledger = billed(ledger, '2026-03-01T00:00:00Z', 1);
    ledger = withoutDays(ledger, ['2024-01-02'], 0);
    expect(remainingCredits(ledger)).toBe(989);
  });
});

describe('calendar keys', () => {
  it.each([
    ['2026-03-01T00:30:00Z', 'UTC', '2026-03-01'],
    ['2026-03-01T00:30:00Z', 'America/Los_Angeles', '2026-02-28'],
    ['2026-12-31T20:00:00Z', 'Pacific/Auckland', '2027-01-01'],
  ])('%s in %s is day %s', (iso, zone, day) => {
    expect(dayKey(at(iso), zone)).toBe(day);
  });

  it('gives the month of the local day', () => {
    expect(monthKey(at('2026-12-31T20:00:00Z'), 'Pacific/Auckland')).toBe('2027-01');
  });

  it('lists calendar days across a DST change and a month end', () => {
    // Europe/London moves its clocks on 29 March 2026.
    expect(lastDays(at('2026-03-30T12:00:00Z'), 3, 'Europe/London')).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(lastDays(at('2026-03-01T12:00:00Z'), 2, 'UTC')).toEqual(['2026-02-28', '2026-03-01']);
  });
});

describe('stored ledger', () => {
  it('reads a first-release list of events as daily totals, dropping only the damaged events', () => {
    const stored = {
      events: [
        { at: 1, credits: 2, source: 'popup' },
        { at: 'yesterday', credits: 2, source: 'popup' },
        { at: 3, credits: -1, source: 'popup' },
        { at: 4, credits: 1, source: 'nowhere' },
        null,
        { at: 5, credits: 0, source: 'sidepanel', saved: 2 },
      ],
      balance: { amount: 100, setAt: 0 },
      billedSinceBalance: 3,
    };
    expect(checkLedger(stored, 'UTC')).toEqual({
      days: {
        '1970-01-01': {
          popup: { billed: 2, saved: 0, searches: 1 },
          sidepanel: { billed: 0, saved: 2, searches: 1 },
        },
      },
      archivedSaved: 0,
      balance: { amount: 100, setAt: 0 },
      billedSinceBalance: 3,
    });
  });

  it('forgets a damaged balance without losing the credit records', () => {
    const checked = checkLedger({ events: [{ at: 1, credits: 1, source: 'popup' }], balance: 'lots' }, 'UTC');
    expect(checked.balance).toBeUndefined();
    expect(checked.days['1970-01-01']?.popup?.billed).toBe(1);
  });

  it('reads a ledger of daily totals as stored, dropping a damaged day or entry point alone', () => {
    const good = { billed: 1, saved: 0, searches: 1 };
    const checked = checkLedger({
      days: { '2026-03-01': { popup: good, nowhere: good, sidepanel: { billed: -1 } }, later: { popup: good } },
      archivedSaved: 4,
      billedSinceBalance: 0,
      exhaustedAt: 7,
    });
    expect(checked).toEqual({
      days: { '2026-03-01': { popup: good } },
      archivedSaved: 4,
      billedSinceBalance: 0,
      exhaustedAt: 7,
    });
  });

  it.each([null, 'garbage', 42, []])('reads %j as an empty ledger', (stored) => {
    expect(checkLedger(stored)).toEqual(EMPTY_LEDGER);
  });
});

describe('credits per search type, and what each kind of search costs', () => {
  const at = Date.UTC(2026, 2, 3, 12);
  it('counts billed credits per type for the month; a cache hit adds nothing', () => {
    let ledger = EMPTY_LEDGER;
    ledger = recordBilled(ledger, { at, credits: 1, source: 'sidepanel' }, 'UTC');
    ledger = recordBilled(ledger, { at, credits: 2, source: 'popup', type: 'news', size: 100 }, 'UTC');
    ledger = recordBilled(ledger, { at, credits: 0, source: 'popup', type: 'news', size: 100, saved: 2 }, 'UTC');
    expect(billedByType(ledger, at, 'UTC')).toEqual({ web: 1, news: 2 });
    expect(expectedCost(ledger, 'news', 100)).toBe(2);
    expect(expectedCost(ledger, 'web')).toBe(1);
    // Never billed: the prior for its size.
    expect(expectedCost(ledger, 'images')).toBe(1);
    expect(expectedCost(ledger, 'images', 100)).toBe(2);
  });

  it('keeps the last billed cost of a kind, and reads both back from storage, damaged parts dropped alone', () => {
    let ledger = recordBilled(EMPTY_LEDGER, { at, credits: 1, source: 'popup', type: 'images' }, 'UTC');
    ledger = recordBilled(ledger, { at, credits: 3, source: 'popup', type: 'images' }, 'UTC');
    const stored = JSON.parse(JSON.stringify(ledger)) as Record<string, unknown>;
    stored.costs = {
      ...(stored.costs as object),
      'Bogus|10': 1,
      'news|x': 2,
      'web|10': -1,
      'web|1000': 1,
      'web|10|less': 1,
      // Keyed by name: a type or endpoint this release does not know yet is kept.
      'scholar|10': 1,
      'web|10|more': 1,
      reader: 2,
    };
    expect(checkLedger(stored, 'UTC').costs).toEqual({
      'images|10': 3,
      'scholar|10': 1,
      'web|10|more': 1,
      reader: 2,
    });
    expect(checkLedger(stored, 'UTC').types).toEqual({ '2026-03-03': { images: 4 } });
  });
});
