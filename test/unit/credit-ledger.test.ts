import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEDGER,
  dailyUsage,
  recordBilled,
  recordExhausted,
  remainingCredits,
  setBalance,
  summarize,
  type CreditLedger,
} from '../../lib/credits/credit-ledger';
import { dayKey, lastDays, monthKey } from '../../lib/credits/calendar';
import { checkLedger } from '../../lib/credits/ledger-item';

const at = (iso: string) => Date.parse(iso);

function billed(ledger: CreditLedger, iso: string, credits: number, saved?: number): CreditLedger {
  return recordBilled(ledger, { at: at(iso), credits, source: 'sidepanel', ...(saved !== undefined && { saved }) });
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

  it('sums today and this month in the user’s time zone, across midnight and month ends', () => {
    let ledger = EMPTY_LEDGER;
    ledger = billed(ledger, '2026-02-28T23:30:00Z', 4); // Tokyo: 1 March 08:30; New York: 28 Feb 18:30
    ledger = billed(ledger, '2026-03-01T03:00:00Z', 2); // Tokyo: 1 March 12:00; New York: 28 Feb 22:00
    ledger = billed(ledger, '2026-03-01T15:00:00Z', 1); // Tokyo: 2 March 00:00; New York: 1 March 10:00
    const now = at('2026-03-01T16:00:00Z'); // Tokyo: 2 March 01:00; New York: 1 March 11:00
    expect(summarize(ledger, now, 'Asia/Tokyo')).toMatchObject({ billedToday: 1, billedThisMonth: 7 });
    expect(summarize(ledger, now, 'America/New_York')).toMatchObject({ billedToday: 1, billedThisMonth: 1 });
    expect(summarize(ledger, now, 'UTC')).toMatchObject({ billedToday: 3, billedThisMonth: 3 });
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

  it('drops events older than the retention period but keeps the balance arithmetic', () => {
    let ledger = setBalance(EMPTY_LEDGER, 1000, at('2024-01-01T00:00:00Z'));
    ledger = billed(ledger, '2024-01-02T00:00:00Z', 10);
    ledger = billed(ledger, '2026-03-01T00:00:00Z', 1);
    expect(ledger.events).toHaveLength(1);
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
  it('keeps every good event and drops only the damaged ones', () => {
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
    expect(checkLedger(stored)).toEqual({
      events: [
        { at: 1, credits: 2, source: 'popup' },
        { at: 5, credits: 0, source: 'sidepanel', saved: 2 },
      ],
      balance: { amount: 100, setAt: 0 },
      billedSinceBalance: 3,
    });
  });

  it('forgets a damaged balance without losing the events', () => {
    const checked = checkLedger({ events: [{ at: 1, credits: 1, source: 'popup' }], balance: 'lots' });
    expect(checked.balance).toBeUndefined();
    expect(checked.events).toHaveLength(1);
  });

  it.each([null, 'garbage', 42, []])('reads %j as an empty ledger', (stored) => {
    expect(checkLedger(stored)).toEqual(EMPTY_LEDGER);
  });
});
