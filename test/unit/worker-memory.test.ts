import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSnapshot, onKeysChanged } from '../../lib/settings/settings-snapshot';
import { readSettings } from '../../lib/settings/read-settings';
import { apiKeyItem } from '../../lib/settings/settings-items';
import { deferredStartup } from '../../lib/background/deferred-startup';
import { problemMessages, storageProblemItem } from '../../lib/storage/storage-problem';
import { storageProblemReporter } from '../../lib/storage/storage-problem-reporter';

beforeEach(() => fakeBrowser.reset());

describe('what the worker keeps between searches', () => {
  it('reads the settings once, and again after one of them changed', async () => {
    let reads = 0;
    const settings = createSnapshot(() => {
      reads += 1;
      return readSettings();
    });
    onKeysChanged(fakeBrowser.storage.local.onChanged, ['apiKey'], settings.invalidate);
    await apiKeyItem.setValue('first-key');
    expect((await settings.read()).apiKey).toBe('first-key');
    await settings.read();
    expect(reads).toBe(1);
    await apiKeyItem.setValue('second-key');
    expect((await settings.read()).apiKey).toBe('second-key');
    expect(reads).toBe(2);
  });

  it('reads again after a failed read instead of keeping the failure', async () => {
    let fail = true;
    const snapshot = createSnapshot(() => (fail ? Promise.reject(new Error('busy')) : Promise.resolve(7)));
    await expect(snapshot.read()).rejects.toThrow('busy');
    fail = false;
    expect(await snapshot.read()).toBe(7);
  });
});

describe('start-up work', () => {
  it('waits for the first request to leave', async () => {
    const ran: string[] = [];
    const startup = deferredStartup(60_000);
    startup.run(() => {
      ran.push('repair');
      return Promise.resolve();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ran).toEqual([]);
    startup.requestSent();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['repair']);
  });

  it('runs soon when the worker woke for something other than a search', async () => {
    const ran: string[] = [];
    deferredStartup(5).run(() => {
      ran.push('badge');
      return Promise.resolve();
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ran).toEqual(['badge']);
  });
});

describe('telling the person that a search could not be recorded', () => {
  it('stores the word once, however many searches fail', async () => {
    const written: number[] = [];
    const report = storageProblemReporter(
      (problem) => {
        written.push(problem.at);
        return Promise.resolve();
      },
      () => 42,
    );
    report(new Error('full'));
    report(new Error('full again'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written).toEqual([42]);
  });
});

describe('telling the person what went wrong with storage', () => {
  it('keeps an earlier word no page has shown yet when a later one comes', async () => {
    const report = storageProblemReporter(undefined, () => 7);
    report(new Error('replaced'), 'historyLostNewerVersion');
    report(new Error('cannot open'), 'storageUnavailable');
    await vi.waitFor(async () => expect((await storageProblemItem.getValue())?.messages).toHaveLength(2));
    expect(problemMessages((await storageProblemItem.getValue())!)).toEqual([
      'historyLostNewerVersion',
      'storageUnavailable',
    ]);
  });

  it('says nothing more about a failed write once the database was said to be unavailable', async () => {
    const written: string[] = [];
    const report = storageProblemReporter((problem) => {
      written.push(...problemMessages(problem));
      return Promise.resolve();
    });
    report(new Error('cannot open'), 'storageUnavailable');
    report(new Error('history not stored'));
    report(new Error('cannot open, again'), 'storageUnavailable');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written).toEqual(['storageUnavailable']);
  });

  it('reads a problem stored as the first version wrote it as the failed-write word', () => {
    expect(problemMessages({ at: 1 })).toEqual(['storageProblem']);
  });
});

describe('a database that cannot be opened, met by every new worker', () => {
  it('is said once in the browser session, not once per worker', async () => {
    for (let worker = 0; worker < 3; worker += 1)
      storageProblemReporter()(new Error('cannot open'), 'storageUnavailable');
    await vi.waitFor(async () => expect(await storageProblemItem.getValue()).not.toBeNull());
    // The panel shows it and clears it; the next workers say nothing more.
    await storageProblemItem.setValue(null);
    storageProblemReporter()(new Error('cannot open'), 'storageUnavailable');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storageProblemItem.getValue()).toBeNull();
  });
});
