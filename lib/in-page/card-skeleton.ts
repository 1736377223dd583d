import { importantStyle } from './guarded-host';

/*
 * What the page shows of a quick look before the card's own page has painted (issue 42): the
 * card's outline — its border, corners, shadow and background — and the grey bars of its
 * skeleton, the same shapes the card page's HTML shell paints (entrypoints/quick-look/index.html,
 * quick-look.css), drawn by the injected script in the first frame after it runs. It holds no
 * data: no query, no result, nothing a page could read (and it is in a closed shadow root).
 * The card's frame is put over it a frame later; the frame's page covers it once painted.
 */

/** The outline the frame is drawn with too (card-frame.ts), so the two meet without a seam. */
export const CARD_OUTLINE: Record<string, string> = {
  border: '1px solid rgba(127,127,127,.45)',
  'border-radius': '12px',
  'box-sizing': 'border-box',
  'color-scheme': 'light dark',
};

/** A grey that reads on a light and a dark background alike, as the card's `--surface` does. */
const BAR_COLOR = 'rgba(127,127,127,.16)';

/** The card page's head (quick-look.css `.card-head`: 40 px and a line under it), then four 44 px bars 12 px apart. */
const HEAD_PX = 40;
const BARS = 4;

function styled(doc: Document, style: Record<string, string>): HTMLElement {
  const element = doc.createElement('div');
  element.setAttribute('style', importantStyle({ all: 'initial', display: 'block', ...style }));
  return element;
}

/** The card's outline with its skeleton, filling the host element (positioned under the frame). */
export function cardSkeleton(doc: Document): HTMLElement {
  const outline = styled(doc, {
    ...CARD_OUTLINE,
    position: 'absolute',
    inset: '0',
    overflow: 'hidden',
    'box-shadow': '0 8px 28px rgba(0,0,0,.28)',
    'background-color': 'Canvas',
  });
  outline.append(styled(doc, { height: `${HEAD_PX}px`, 'border-bottom': '1px solid rgba(127,127,127,.3)' }));
  const bars = styled(doc, { display: 'grid', gap: '12px', padding: '12px' });
  for (let bar = 0; bar < BARS; bar += 1) {
    bars.append(styled(doc, { height: '44px', 'border-radius': '6px', 'background-color': BAR_COLOR }));
  }
  outline.append(bars);
  return outline;
}

/**
 * Runs `then` in a task after the page's next frame has been drawn (its animation-frame callback
 * queues it). A hidden tab draws no frames: there it waits until the tab is shown again, as the
 * card is not seen before then either. Returns what cancels it.
 */
export function afterNextFrame(win: Window, then: () => void): () => void {
  let task = 0;
  const frame = win.requestAnimationFrame(() => {
    task = win.setTimeout(then, 0);
  });
  return () => {
    win.cancelAnimationFrame(frame);
    win.clearTimeout(task);
  };
}
