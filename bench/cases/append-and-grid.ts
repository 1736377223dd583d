import { pageNow, scrollIntoViewSettled, searchAndWait, waitForResults } from '../page-timing';
import { summarize } from '../stats';
import { repeat, type BenchContext, type Figure } from './bench-context';
import { hundredResultBody } from './many-results';

/** Frame budget at 60 Hz: "at most one frame of main-thread work" (issue 20). */
const ONE_FRAME_MS = 16.7;

/** A second page of 10 results none of which the first page had. */
function nextPageBody(query: string): object {
  return {
    searchParameters: { q: query, type: 'search', page: 2 },
    organic: Array.from({ length: 10 }, (_, i) => ({
      title: `Page two, result ${i + 1}: more on ${query}`,
      link: `https://example.net/more/${encodeURIComponent(query)}/${i + 1}`,
      snippet: 'Another snippet of about two lines of text, long enough to wrap in a narrow side panel.',
      position: i + 1,
    })),
    credits: 1,
  };
}

/**
 * An images answer of 100 pictures, new to this search, drawn by the local API over https (as
 * an image search's thumbnails come from its own servers): those on screen load, a few at a time.
 */
function hundredImagesBody(query: string, pictureOrigin: string): object {
  const name = query.replace(/[^a-z0-9]+/gu, '-');
  return {
    searchParameters: { q: query, type: 'images' },
    images: Array.from({ length: 100 }, (_, i) => ({
      title: `Picture ${i + 1} of ${query}`,
      imageUrl: `${pictureOrigin}/thumbs/${name}-${i + 1}-1200x800.png`,
      imageWidth: 1200,
      imageHeight: 800,
      thumbnailUrl: `${pictureOrigin}/thumbs/${name}-${i + 1}-275x183.png`,
      thumbnailWidth: 275,
      thumbnailHeight: 183,
      source: 'Example Pictures',
      domain: 'pictures.example',
      link: `https://pictures.example/photo/${i + 1}`,
      position: i + 1,
    })),
    credits: 1,
  };
}

const work = (marks: { render: number; committed: number; frame: number; painted: number }) =>
  marks.committed - marks.render + (marks.painted - marks.frame);

/**
 * Issue 20: appending a page of 10 to 100 shown results (More results) costs at most one frame
 * of main-thread work; and an images grid of 100 pictures, render → painted.
 */
export async function measureAppendAndGrid(context: BenchContext): Promise<Figure[]> {
  const { panel, api } = context;
  const appends = await repeat(context, async () => {
    const query = context.freshQuery();
    api.enqueue({ status: 200, body: hundredResultBody(query) });
    await searchAndWait(panel, query);
    const more = panel.getByRole('button', { name: /^More results/u });
    // Ready once it names its cost (the cost is asked of the worker after the answer shows).
    await more.and(panel.locator(':not([disabled])')).waitFor();
    await scrollIntoViewSettled(more);
    api.enqueue({ status: 200, body: nextPageBody(query) });
    const after = await pageNow(panel);
    const appended = waitForResults(panel, after, `More results (page 2) of “${query}”`);
    await more.click();
    const marks = await appended;
    const count = await panel.getByRole('list', { name: 'Results' }).getByRole('listitem').count();
    if (count !== 110) throw new Error(`Expected 110 results after More results, found ${count}`);
    return work(marks);
  });
  const grids = await repeat(context, async () => {
    // A web search, then its Images tab: the same query searched as images (DESIGN §3).
    const query = context.freshQuery();
    await searchAndWait(panel, query);
    api.enqueue({ status: 200, body: hundredImagesBody(query, api.tlsUrl ?? api.url) });
    const shown = waitForResults(panel, await pageNow(panel), `The Images tab for “${query}”`);
    await panel.getByRole('tab', { name: 'Images' }).click();
    const marks = await shown;
    // The first screen is painted first; the whole grid follows within a frame or two.
    await panel.getByRole('list', { name: 'Results' }).getByRole('listitem').nth(99).waitFor();
    // Back to Web (from the cache), settled before the next run.
    const back = waitForResults(panel, await pageNow(panel), `The Web tab again (cached) for “${query}”`);
    await panel.getByRole('tab', { name: 'Web' }).click();
    await back;
    return { wall: marks.painted - marks.render, work: work(marks) };
  });
  return [
    {
      key: 'appendPageWork',
      label: 'More results: 10 appended to 100, main-thread work',
      summary: summarize(appends),
      method: '(results-render → results-committed) + (results-frame → results-painted) of the appended page',
      targetMs: ONE_FRAME_MS,
    },
    {
      key: 'imagesGridPaint',
      label: 'images grid of 100: render → first screen painted',
      summary: summarize(grids.map((g) => g.wall)),
      method: 'results-render → results-painted (wall time, includes waiting for the frame)',
      targetMs: 33,
    },
    {
      key: 'imagesGridWork',
      label: '  main-thread work only',
      summary: summarize(grids.map((g) => g.work)),
      method: '(results-render → results-committed) + (results-frame → results-painted)',
    },
  ];
}
