import { waitForPageReady } from '../page-timing';
import { summarize } from '../stats';
import { repeat, type BenchContext, type Figure } from './bench-context';

/**
 * Case 6: navigation start → the page's first render (with the search box) painted:
 * the page-ready mark, whose time is measured from the navigation start (timeOrigin).
 * First contentful paint (PerformanceObserver 'paint' entries) is kept alongside.
 */
export async function measurePageStartup(context: BenchContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [key, label, path] of [
    ['popupStartup', 'Popup start-up', 'popup.html'],
    ['panelStartup', 'Side panel start-up', 'sidepanel.html'],
  ] as const) {
    const samples = await repeat(context, async () => {
      const page = await context.bench.context.newPage();
      await page.goto(context.bench.url(path));
      const marks = await waitForPageReady(page);
      await page.close();
      return marks;
    });
    figures.push({
      key,
      label,
      summary: summarize(samples.map((s) => s.ready)),
      method: 'navigation start → page-ready mark (first render committed, then rAF + task)',
      targetMs: 60,
    });
    const fcp = samples.flatMap((s) => (s.fcp === undefined ? [] : [s.fcp]));
    if (fcp.length > 0) {
      figures.push({
        key: `${key}Fcp`,
        label: '  first contentful paint',
        summary: summarize(fcp),
        method: "PerformanceObserver 'paint' entry first-contentful-paint",
      });
    }
  }
  return figures;
}
