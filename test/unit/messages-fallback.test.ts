import { readFileSync, existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import english from '../../public/_locales/en/messages.json';
import { getEnglishMessage } from './setup-i18n';

/**
 * A renderer whose copy of the extension's messages came back empty (Chrome keeps what its first
 * getMessage got): every getMessage gives "". The pages then read the locale files the extension
 * ships, over fetch, as Chrome would have given them.
 */
const fetched: string[] = [];

function serveShippedFiles(): void {
  vi.stubGlobal('fetch', (url: string) => {
    const path = new URL(url).pathname;
    fetched.push(path);
    const file = `public${path}`;
    return Promise.resolve(
      existsSync(file)
        ? new Response(readFileSync(file, 'utf8'), { status: 200 })
        : new Response('not found', { status: 404 }),
    );
  });
}

async function freshMessages(uiLanguage: string, givesMessages: boolean) {
  vi.resetModules();
  Object.assign(fakeBrowser.i18n, {
    getMessage: givesMessages ? getEnglishMessage : () => '',
    getUILanguage: () => uiLanguage,
  });
  return import('../../lib/i18n/messages');
}

beforeEach(() => {
  fetched.length = 0;
  serveShippedFiles();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(fakeBrowser.i18n, { getMessage: getEnglishMessage, getUILanguage: () => 'en-US' });
});

describe('a page whose browser gives no messages', () => {
  it('renders once it has read the shipped files: every message as Chrome gives it, placeholders filled', async () => {
    const messages = await freshMessages('en-US', false);
    const started = new Promise<void>((resolve) => messages.withMessages(resolve));
    await started;
    for (const key of Object.keys(english) as Array<keyof typeof english>) {
      expect(messages.t(key, 'A', 'B', 'C')).toBe(getEnglishMessage(key, ['A', 'B', 'C']));
    }
    expect(messages.t('errForeignSender')).not.toBe('');
  });

  it('reads the UI language first, then English for what it lacks', async () => {
    const messages = await freshMessages('pt-BR', false);
    await new Promise<void>((resolve) => messages.withMessages(resolve));
    const brazilian = JSON.parse(readFileSync('public/_locales/pt_BR/messages.json', 'utf8')) as Record<
      string,
      { message: string }
    >;
    expect(messages.t('historyLabel')).toBe(brazilian.historyLabel?.message);
    expect(fetched).toContain('/_locales/pt_BR/messages.json');
    expect(fetched).toContain('/_locales/en/messages.json');
  });

  it('a message asked before the files are read is not kept empty: the next ask has it', async () => {
    const messages = await freshMessages('en-US', false);
    expect(messages.t('historyLabel')).toBe('');
    await vi.waitFor(() => expect(messages.t('historyLabel')).toBe(english.historyLabel.message));
  });
});

it('a page whose browser gives its messages starts at once and reads no file', async () => {
  const messages = await freshMessages('en-US', true);
  let started = false;
  messages.withMessages(() => (started = true));
  expect(started).toBe(true);
  expect(messages.t('historyLabel')).toBe(english.historyLabel.message);
  expect(fetched).toEqual([]);
});
