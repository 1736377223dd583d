import { describe, expect, it } from 'vitest';
import { balanceRefresher, BALANCE_INTERVAL_MS } from '../../lib/search/balance-refresher';
import { withServiceBalance, type ServiceBalance } from '../../lib/credits/service-balance';
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

function refresher(settings: Settings = SETTINGS, answers: Array<number | undefined> = [500, 490, 480]) {
  let clock = 1_000_000;
  const asked: string[] = [];
  const stored: ServiceBalance[] = [];
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
    now: () => clock,
  });
  return { refresh, asked, stored, tick: (ms: number) => (clock += ms) };
}

describe('the service’s own balance', () => {
  it('is read at most once a minute, however often a page opens or a search bills', async () => {
    const { refresh, asked, stored, tick } = refresher();
    await Promise.all([refresh.refresh(), refresh.refresh()]);
    await refresh.refresh();
    tick(BALANCE_INTERVAL_MS - 1);
    await refresh.refresh();
    expect(asked).toHaveLength(1);
    tick(1);
    await refresh.refresh();
    expect(asked).toHaveLength(2);
    expect(stored.map((balance) => balance.amount)).toEqual([500, 490]);
    expect(stored[0]).toMatchObject({ baseUrl: 'https://google.serper.dev', at: 1_000_000 });
  });

  it('is not asked of the documented API, which has no such endpoint', async () => {
    const { refresh, asked } = refresher({ ...SETTINGS, dialect: 'spec' });
    await refresh.refresh();
    expect(asked).toEqual([]);
  });

  it('keeps what was known when a read fails', async () => {
    const { refresh, stored } = refresher(SETTINGS, [undefined]);
    await refresh.refresh();
    expect(stored).toEqual([]);
  });

  const summary: CreditSummary = {
    billedToday: 3,
    billedThisMonth: 9,
    savedByCache: 0,
    remaining: 70,
    exhausted: false,
  };

  it('stands in for the hand-entered balance for the API it was read from, as of when it was read', () => {
    const service = { amount: 480, at: 5, baseUrl: 'https://google.serper.dev' };
    expect(withServiceBalance(summary, {}, service, 'https://google.serper.dev')).toMatchObject({
      remaining: 480,
      remainingAt: 5,
    });
    expect(withServiceBalance(summary, {}, service, 'https://other.example')).toEqual(summary);
    expect(withServiceBalance(summary, {}, null, 'https://google.serper.dev')).toEqual(summary);
  });

  it('reads 0 when the service refused a search for lack of credits after the balance was read', () => {
    const service = { amount: 480, at: 5, baseUrl: 'https://google.serper.dev' };
    expect(withServiceBalance(summary, { exhaustedAt: 6 }, service, service.baseUrl)).toMatchObject({
      remaining: 0,
      exhausted: true,
    });
    expect(withServiceBalance(summary, { exhaustedAt: 4 }, service, service.baseUrl)).toMatchObject({ remaining: 480 });
  });
});
