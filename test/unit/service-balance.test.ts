import { describe, expect, it } from 'vitest';
import { balanceRefresher, BALANCE_INTERVAL_MS } from '../../lib/search/balance-refresher';
import { checkServiceBalance, withServiceBalance, type ServiceBalance } from '../../lib/credits/service-balance';
import { checkBalanceCheck, type BalanceCheck } from '../../lib/credits/balance-check';
import type { Settings } from '../../lib/settings/read-settings';
import type { CreditSummary } from '../../lib/credits/credit-ledger';

const SETTINGS: Settings = {
  apiKey: 'k',
  apiBaseUrl: 'https://google.serper.dev',
  dialect: 'serper',
  readerUrl: '',
  searchDefaults: {},
  display: { openLinksIn: 'new-tab' },
};

/** What outlives a worker: the throttle's state (storage.session) and the clock. */
interface Session {
  check: BalanceCheck;
  clock: number;
}

function refresher(
  settings: Settings = SETTINGS,
  answers: Array<number | undefined> = [500, 490, 480],
  session: Session = { check: { lastAsked: 0 }, clock: 1_000_000 },
) {
  const asked: string[] = [];
  const stored: ServiceBalance[] = [];
  const scheduled: number[] = [];
  let billedTotal = 0;
  const refresh = balanceRefresher({
    readSettings: () => Promise.resolve(settings),
    fetchBalance: (baseUrl) => {
      asked.push(baseUrl);
      const balance = answers.shift();
      return Promise.resolve(balance === undefined ? undefined : { balance });
    },
    store: (balance) => {
      stored.push(balance);
      return Promise.resolve();
    },
    billedTotal: () => Promise.resolve(billedTotal),
    readCheck: () => Promise.resolve(checkBalanceCheck(JSON.parse(JSON.stringify(session.check)))),
    writeCheck: (check) => {
      session.check = check;
      return Promise.resolve();
    },
    schedule: (at) => scheduled.push(at),
    now: () => session.clock,
  });
  return {
    refresh,
    asked,
    stored,
    scheduled,
    session,
    tick: (ms: number) => (session.clock += ms),
    bill: (credits: number) => (billedTotal += credits),
  };
}

describe('the service’s own balance: when it is read', () => {
  it('is read at most once a minute, however often a page opens or a search bills', async () => {
    const { refresh, asked, stored, tick } = refresher();
    await Promise.all([refresh.refresh(), refresh.refresh()]);
    await refresh.refresh('billed');
    tick(BALANCE_INTERVAL_MS - 1);
    await refresh.refresh();
    expect(asked).toHaveLength(1);
    tick(1);
    await refresh.refresh();
    expect(asked).toHaveLength(2);
    expect(stored.map((balance) => balance.amount)).toEqual([500, 490]);
    expect(stored[0]).toMatchObject({ baseUrl: 'https://google.serper.dev', at: 1_000_000 });
  });

  it('keeps the throttle where a stopped worker does not lose it: a new worker within the minute reads nothing', async () => {
    const first = refresher();
    await first.refresh.refresh();
    first.tick(10_000);
    const restarted = refresher(SETTINGS, [470], first.session);
    await restarted.refresh.refresh();
    expect(restarted.asked).toEqual([]);
    restarted.tick(BALANCE_INTERVAL_MS);
    await restarted.refresh.refresh();
    expect(restarted.asked).toHaveLength(1);
  });

  it('credits billed within the minute make a read due when it ends, kept in storage.session', async () => {
    const { refresh, asked, scheduled, session, tick } = refresher();
    await refresh.refresh();
    tick(5_000);
    await refresh.refresh('billed');
    expect(asked).toHaveLength(1);
    expect(session.check).toEqual({ lastAsked: 1_000_000, due: 1_000_000 + BALANCE_INTERVAL_MS });
    expect(scheduled).toEqual([1_000_000 + BALANCE_INTERVAL_MS]);
    // More billing within the minute does not move it.
    tick(5_000);
    await refresh.refresh('billed');
    expect(scheduled).toHaveLength(1);
    // Once due, the read happens — whoever asks (the worker's timer, or a page that shows the balance).
    tick(BALANCE_INTERVAL_MS);
    await refresh.refresh();
    expect(asked).toHaveLength(2);
    expect(session.check).toEqual({ lastAsked: session.clock });
  });

  it('a worker that starts after a read fell due makes it at once, and schedules one still to come', async () => {
    const first = refresher();
    await first.refresh.refresh();
    first.tick(1_000);
    await first.refresh.refresh('billed');
    const early = refresher(SETTINGS, [1], { ...first.session });
    await early.refresh.resume();
    expect(early.asked).toEqual([]);
    expect(early.scheduled).toEqual([1_000_000 + BALANCE_INTERVAL_MS]);
    first.tick(BALANCE_INTERVAL_MS);
    const late = refresher(SETTINGS, [1], first.session);
    await late.refresh.resume();
    expect(late.asked).toHaveLength(1);
  });

  it('after a minute, credits billed read the balance at once', async () => {
    const { refresh, asked, tick } = refresher();
    await refresh.refresh();
    tick(BALANCE_INTERVAL_MS);
    await refresh.refresh('billed');
    expect(asked).toHaveLength(2);
  });

  it('marks each read with the ledger’s running total, as it stands when the read is asked for', async () => {
    const { refresh, stored, tick, bill } = refresher();
    bill(7);
    await refresh.refresh();
    bill(2);
    tick(BALANCE_INTERVAL_MS);
    await refresh.refresh();
    expect(stored.map(({ mark }) => mark)).toEqual([7, 9]);
  });

  it('is not asked of the documented API, which has no such endpoint', async () => {
    const { refresh, asked } = refresher({ ...SETTINGS, dialect: 'spec' });
    await refresh.refresh();
    await refresh.refresh('billed');
    expect(asked).toEqual([]);
  });

  it('keeps what was known when a read fails', async () => {
    const { refresh, stored } = refresher(SETTINGS, [undefined]);
    await refresh.refresh();
    expect(stored).toEqual([]);
  });

  it.each([null, 'x', { lastAsked: -5, due: 'soon' }])('reads a damaged throttle %j as never asked', (value) => {
    expect(checkBalanceCheck(value)).toEqual({ lastAsked: 0 });
  });
});

describe('the service’s own balance: what is shown', () => {
  const summary: CreditSummary = {
    billedToday: 3,
    billedThisMonth: 9,
    savedByCache: 0,
    remaining: 70,
    exhausted: false,
  };
  const BASE = 'https://google.serper.dev';
  const service: ServiceBalance = { amount: 480, at: 5, baseUrl: BASE, mark: 40 };

  it('stands in for the hand-entered balance for the API it was read from, as of when it was read', () => {
    expect(withServiceBalance(summary, { billedTotal: 40 }, service, BASE)).toMatchObject({
      remaining: 480,
      remainingAt: 5,
      billedSince: 0,
    });
    expect(withServiceBalance(summary, {}, service, 'https://other.example')).toEqual(summary);
    expect(withServiceBalance(summary, {}, null, BASE)).toEqual(summary);
  });

  it('is the read minus every credit billed since it was read (the ledger’s total, pending charges in)', () => {
    expect(withServiceBalance(summary, { billedTotal: 43 }, service, BASE)).toMatchObject({
      remaining: 477,
      billedSince: 3,
    });
    // Never below 0, and never raised by a ledger that was reset (a repair) below the mark.
    expect(withServiceBalance(summary, { billedTotal: 1_000 }, service, BASE)).toMatchObject({
      remaining: 0,
      exhausted: true,
    });
    expect(withServiceBalance(summary, {}, service, BASE)).toMatchObject({ remaining: 480, billedSince: 0 });
  });

  it('reads 0 when the service refused a search for lack of credits after the balance was read', () => {
    expect(withServiceBalance(summary, { exhaustedAt: 6 }, service, service.baseUrl)).toMatchObject({
      remaining: 0,
      exhausted: true,
    });
    expect(withServiceBalance(summary, { exhaustedAt: 4 }, service, service.baseUrl)).toMatchObject({ remaining: 480 });
  });

  it('reads a balance stored before reads were marked (the old shape) as it was read, until the next read', () => {
    const old: unknown = { amount: 48028, at: 1_700_000_000_000, baseUrl: BASE };
    const checked = checkServiceBalance(old);
    expect(checked).toEqual(old);
    expect(withServiceBalance(summary, { billedTotal: 12 }, checked, BASE)).toMatchObject({ remaining: 48028 });
    expect(checkServiceBalance({ amount: 5, at: 1, baseUrl: BASE, mark: -1 })).toEqual({
      amount: 5,
      at: 1,
      baseUrl: BASE,
    });
    expect(checkServiceBalance({ amount: 'x', at: 1, baseUrl: BASE })).toBeNull();
  });
});
