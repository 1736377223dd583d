import { expect, test } from './fixtures';
import { searchFor } from './pages';
import { liveWithReader, readHereOf } from './reader-page';

/*
 * What a Read here does before its text is on screen (issue 42, the reader at its floor): the
 * read leaves in the click itself, and no progress ring waits (a ring that is only waiting still
 * ties the frame that shows the text to the display's next tick) until a read has taken a moment.
 */

/** A message the page sent to the worker, and whether the Reader was in the page at that moment. */
interface Sent {
  type: string;
  readerShown: boolean;
}

test('Read here sends its read in the click itself, before the Reader is drawn', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await liveWithReader(api, worker);
  // Every message the page sends, either way (its port, or a one-time message), wrapped in the page.
  await context.addInitScript(() => {
    const sent: Sent[] = [];
    Object.assign(globalThis, { sentMessages: sent });
    const runtime = globalThis.chrome?.runtime;
    if (!runtime?.connect) return;
    const note = (message: unknown) =>
      sent.push({
        type: (message as { type?: string } | null)?.type ?? '?',
        readerShown: document.querySelector('section[aria-label="Reader"]') !== null,
      });
    const once = runtime.sendMessage.bind(runtime) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(runtime, {
      sendMessage: (message: unknown, ...rest: unknown[]) => {
        note(message);
        return once(message, ...rest);
      },
    });
    const connect = runtime.connect.bind(runtime) as (info: unknown) => chrome.runtime.Port;
    Object.assign(runtime, {
      connect: (info: unknown) => {
        const port = connect(info);
        const post = port.postMessage.bind(port);
        port.postMessage = (message: unknown) => {
          note(message);
          post(message);
        };
        return port;
      },
    });
  });
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'ada lovelace');
  await (await readHereOf(panel, 0)).click();
  const reader = panel.getByRole('region', { name: 'Reader' });
  await expect(reader).toHaveAttribute('aria-busy', 'false');
  await expect(reader.locator('.reader-text')).toBeVisible();

  const reads = (await panel.evaluate(() => (globalThis as unknown as { sentMessages: Sent[] }).sentMessages)).filter(
    (sent) => sent.type === 'readPage',
  );
  // One read, sent while the list was still on screen: the Reader rendered after it had left.
  expect(reads).toEqual([{ type: 'readPage', readerShown: false }]);
  expect(api.readerRequests()).toHaveLength(1);
});

test('the Reader’s ring shows only once a read has taken a moment, turning from then on where motion is welcome', async ({
  api,
  worker,
  openPage,
}) => {
  await liveWithReader(api, worker);
  api.enqueueReader({ delayMs: 1_500 }, { delayMs: 1_500 });
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'ada lovelace');
  const reader = panel.getByRole('region', { name: 'Reader' });
  const ring = reader.locator('.reader-spinner');
  // When the ring came into the page, counted from the click on Read here (the page's own clock).
  await panel.evaluate(() => {
    const seen = { clickAt: -1, ringAt: -1 };
    Object.assign(globalThis, { ringSeen: seen });
    addEventListener('click', () => (seen.clickAt = performance.now()), { capture: true });
    new MutationObserver(() => {
      if (seen.ringAt < 0 && document.querySelector('.reader-spinner')) seen.ringAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  const ringAnimations = () =>
    ring.evaluate((element) =>
      element.getAnimations().map((animation) => ({
        delay: animation.effect?.getTiming().delay,
        turns: (animation as CSSAnimation).animationName === 'spin',
      })),
    );

  await (await readHereOf(panel, 0)).click();
  // Said at once in words; the ring follows 300 ms later, drawn and turning from its first frame.
  await expect(reader).toHaveAttribute('aria-busy', 'true');
  await expect(reader.getByRole('status')).toHaveText(/^Reading /u);
  await expect(ring).toBeVisible();
  const seen = await panel.evaluate(
    () => (globalThis as unknown as { ringSeen: { clickAt: number; ringAt: number } }).ringSeen,
  );
  expect(seen.clickAt).toBeGreaterThan(0);
  expect(seen.ringAt - seen.clickAt).toBeGreaterThanOrEqual(300);
  expect(await ringAnimations()).toEqual([{ delay: 0, turns: true }]);
  expect(await ring.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  // The page's text takes its place.
  await expect(reader).toHaveAttribute('aria-busy', 'false');
  await expect(ring).toHaveCount(0);

  // Where motion is unwelcome, the ring is drawn still.
  await reader.getByRole('button', { name: 'Back to results' }).click();
  await panel.emulateMedia({ reducedMotion: 'reduce' });
  await (await readHereOf(panel, 1)).click();
  await expect(ring).toBeVisible();
  expect(await ringAnimations()).toEqual([]);
  await expect(reader).toHaveAttribute('aria-busy', 'false');
  expect(api.readerRequests()).toHaveLength(2);
});
