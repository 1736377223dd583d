import { markSubmits, pageNow, SUBMIT_MARK, waitForResults } from '../page-timing';
import { closeSidePanel, openSearchPage } from '../browser';
import { summarize } from '../stats';
import { repeat, type BenchContext, type Figure } from './bench-context';

/**
 * Case 3: a search from the popup (opened in a tab) until the side panel page, open
 * beside it and brought to the front before Enter, has painted the results. The two pages have different clocks, so both
 * times are taken as performance.timeOrigin + mark.
 */
export async function measurePopupToPanel(context: BenchContext, rawMedian: number): Promise<Figure> {
  const samples = await repeat(context, async () => {
    const popup = await openSearchPage(context.bench, 'popup.html');
    // The popup closes itself once the panel has the search; the bench still reads its marks.
    await popup.evaluate(() => {
      window.close = () => undefined;
    });
    await markSubmits(popup);
    const query = context.freshQuery();
    const results = waitForResults(context.panel, await pageNow(context.panel), `The popup's search “${query}”`);
    await popup.getByRole('combobox', { name: 'Search query' }).fill(query);
    // The side panel is on screen while the popup is used (the popup is a window of its own over
    // the page); here both are tabs, and a background tab gets a frame about once a second.
    await context.panel.bringToFront();
    await popup.getByRole('combobox', { name: 'Search query' }).press('Enter');
    const marks = await results;
    const submittedAt = await popup.evaluate(
      (name) => performance.timeOrigin + (performance.getEntriesByName(name).at(-1)?.startTime ?? NaN),
      SUBMIT_MARK,
    );
    await popup.close();
    return marks.timeOrigin + marks.painted - submittedAt;
  });
  // The popup opened the window's real side panel: it goes, so the cases after this one measure the
  // bench's panel alone (it rendered every later answer too, on the same main thread).
  await closeSidePanel(context.panel);
  const summary = summarize(samples);
  return {
    key: 'popupToPanel',
    label: 'Popup search → side panel painted',
    summary,
    method: 'popup submit event → panel results-painted mark, as timeOrigin + mark on each page',
    ratioToRaw: summary.median / rawMedian,
  };
}
