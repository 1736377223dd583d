import { FLOOR_PAGES } from '../build';
import { waitForFirstContentfulPaint, waitForPageReady } from '../page-timing';
import { summarize } from '../stats';
import { repeat, type BenchContext, type Figure } from './bench-context';

/**
 * Case 6: navigation start → the search box painted. The HTML carries a static search box
 * (lib/ui/page-shell.ts) whose button text is the page's first contentful content, so first
 * contentful paint (PerformanceObserver 'paint' entries) is when the box first shows, whether
 * the HTML's or the app's. The page-ready mark (the app's first render painted) is kept alongside.
 */
export async function measurePageStartup(context: BenchContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [key, label, path] of [
    ['popupStartup', 'Popup start-up (search box painted)', 'popup.html'],
    ['panelStartup', 'Side panel start-up (search box painted)', 'sidepanel.html'],
  ] as const) {
    const samples = await repeat(context, async () => {
      const page = await context.bench.context.newPage();
      await page.goto(context.bench.url(path));
      const marks = await waitForPageReady(page);
      await page.close();
      return marks;
    });
    const fcp = samples.flatMap((s) => (s.fcp === undefined ? [] : [s.fcp]));
    figures.push({
      key,
      label,
      summary: summarize(fcp),
      method: "navigation start → first contentful paint (the HTML's search box or the app's)",
      targetMs: 60,
    });
    figures.push({
      key: `${key}App`,
      label: '  app ready (its first render painted)',
      summary: summarize(samples.map((s) => s.ready)),
      method: 'navigation start → page-ready mark (first render committed, then rAF + task)',
    });
  }
  for (const [key, label, path] of [
    ['floorShellOnly', '  floor: the side panel’s HTML without scripts', FLOOR_PAGES.shellOnly],
    ['floorEmpty', '  floor: an extension page with one word', FLOOR_PAGES.empty],
  ] as const) {
    const samples = await repeat(context, async () => {
      const page = await context.bench.context.newPage();
      await page.goto(context.bench.url(path));
      const fcp = await waitForFirstContentfulPaint(page);
      await page.close();
      return fcp;
    });
    figures.push({ key, label, summary: summarize(samples), method: 'navigation start → first contentful paint' });
  }
  return figures;
}
