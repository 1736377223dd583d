import { searchAndWait } from '../page-timing';
import { summarize } from '../stats';
import { repeat, type BenchContext, type Figure } from './bench-context';
import { ARTICLE, ARTICLE_HTML, cardMarks, closeCard, runMenuListener, selectWords } from './card-driving';
import { measureCardUncached } from './card-uncached';

/** One frame at 60 Hz: the card is to be painted within it once its answer has arrived (DESIGN §4). */
const FRAME_MS = 16.7;

/**
 * Case: the quick-look card. Each run selects a query on a web page whose answer is cached (the
 * side panel searched it just before), runs the right-click menu's quick-look listener in the
 * worker, as the browser would on a click, and reads the card's own marks:
 * - quickLookPaint: the answer arrives in the card → the card is painted with it (target: the frame after);
 * - quickLookCachedTotal: the listener starts → the card is painted with the cached answer, the
 *   whole way: the injection, the frame's page loading, the answer, the paint.
 * Then, in the same window, the card with an uncached answer (card-uncached.ts).
 */
export async function measureQuickLook(context: BenchContext): Promise<Figure[]> {
  const { bench, api } = context;
  const url = `${api.url}${ARTICLE}`;
  await bench.context.route(url, (route) => route.fulfill({ contentType: 'text/html', body: ARTICLE_HTML }));
  // In a window of its own: the quick look becomes that window's search, and the side panel's
  // window, where the next run searches, does not repaint with it meanwhile.
  const [page] = await Promise.all([
    bench.context.waitForEvent('page'),
    bench.worker.evaluate(() => chrome.windows.create({ url: 'about:blank', width: 1000, height: 720 })),
  ]);
  await page.goto(url);
  const samples = await repeat(context, async () => {
    const query = context.freshQuery();
    // Cached: searched once from the panel, so the card's answer costs nothing and waits for no API.
    await searchAndWait(context.panel, query);
    await selectWords(page, query);
    const started = await runMenuListener(bench.worker, url, query);
    const marks = await cardMarks(page);
    await closeCard(page);
    return { paint: marks.painted - marks.answer, total: marks.painted - started, frame: marks.firstPaint - started };
  });
  const uncached = await measureCardUncached(context, page, url);
  await page.close();
  const paint = summarize(samples.map((sample) => sample.paint));
  return [
    {
      key: 'quickLookPaint',
      label: 'Quick-look card, answer → painted',
      summary: paint,
      method: 'answer-arrived → results-painted marks in the card’s frame (cached answer)',
      targetMs: FRAME_MS,
    },
    {
      key: 'quickLookCachedTotal',
      label: 'Quick-look card, menu listener → painted, cached answer',
      summary: summarize(samples.map((sample) => sample.total)),
      method: 'the worker’s clock as the menu listener is run → the card’s results-painted mark (epoch ms)',
    },
    {
      key: 'quickLookFirstPaint',
      label: '  of which listener → the card’s first paint',
      summary: summarize(samples.map((sample) => sample.frame)),
      method: 'the worker’s clock as the menu listener is run → the card page’s page-ready mark (its outline painted)',
    },
    ...uncached,
  ];
}
