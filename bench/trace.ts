import type { BrowserContext, Page } from '@playwright/test';

/** One event of Chromium's trace (the Trace Event Format), the fields the bench reads. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  /** Microseconds on the browser's monotonic clock, shared by every process of the trace. */
  ts: number;
  /** Duration in microseconds (complete events, ph X). */
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

/** A trace being recorded; `stop` ends it and resolves with its events. */
export interface Trace {
  /** The traced page's main frame, as the trace names frames (`args.data.frame`). */
  frame: string;
  stop: () => Promise<TraceEvent[]>;
}

/**
 * Starts Chromium's own trace (CDP Tracing, the recording DevTools' Performance panel makes) over
 * a session on `page`: the trace covers every process, the page's own, its out-of-process frames
 * (the card's) and the extension's.
 */
export async function startTrace(context: BrowserContext, page: Page, categories: readonly string[]): Promise<Trace> {
  const session = await context.newCDPSession(page);
  const { frameTree } = await session.send('Page.getFrameTree');
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: [...categories], recordMode: 'recordAsMuchAsPossible' },
  });
  return {
    frame: frameTree.frame.id,
    stop: async () => {
      const complete = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
      await session.send('Tracing.end');
      await complete;
      await session.detach();
      return events;
    },
  };
}

/** Milliseconds between two trace timestamps (microseconds). */
export const traceMs = (from: number, to: number) => (to - from) / 1000;

/** A trace argument that is text (or a number, written as text); '' otherwise. */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function scriptUrl(event: TraceEvent): string {
  const data = event.args?.data as { url?: unknown } | undefined;
  return text(data?.url) || text(event.args?.fileName);
}

/** When an extension script (`file`, e.g. quick-look-frame.js) began to run in a page: its compile, or its evaluation. */
export function scriptStart(events: readonly TraceEvent[], file: string): number | undefined {
  const starts = events
    .filter(
      (event) =>
        (event.name === 'v8.compile' || event.name === 'EvaluateScript') && scriptUrl(event).endsWith(`/${file}`),
    )
    .map((event) => event.ts);
  return starts.length > 0 ? Math.min(...starts) : undefined;
}

/** The first User Timing mark `name` (any frame, any process) after `after`. */
export function markAfter(events: readonly TraceEvent[], name: string, after: number): number | undefined {
  return events
    .filter((event) => event.name === name && event.cat.includes('blink.user_timing') && event.ts > after)
    .map((event) => event.ts)
    .sort((a, b) => a - b)[0];
}

/**
 * When the screen first changed after `after`: the first of the trace's screenshots
 * (disabled-by-default-devtools.screenshot: one per frame the compositor draws) that differs from
 * the last one before `after` of the same view, at the time the frame was to be displayed.
 */
export function firstChangeOnScreen(events: readonly TraceEvent[], after: number): number | undefined {
  const shots = events
    .filter((event) => event.name === 'Screenshot')
    .map((event) => ({
      source: text(event.args?.source_id),
      picture: text(event.args?.snapshot),
      shown: Number(event.args?.expected_display_time ?? event.ts) || event.ts,
      ts: event.ts,
    }))
    .sort((a, b) => a.ts - b.ts);
  const before = shots.filter((shot) => shot.ts <= after).at(-1);
  const changed = shots.find(
    (shot) => shot.ts > after && (!before || (shot.source === before.source && shot.picture !== before.picture)),
  );
  return changed?.shown;
}

/** A classic script's evaluation, a module's (a script in the page imports one: the selection button's), a call into either. */
const WORK_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall']);

/**
 * The main-thread time a script (`file`, e.g. selection-button.js, or several) took in the trace: its
 * evaluation (compile and run) and every call into it (event listeners, timers, observers), as
 * DevTools' Performance panel attributes them (EvaluateScript and FunctionCall, devtools.timeline),
 * each counted once when one holds another; in milliseconds, with how many there were. With
 * `frame`, only its work in that frame (the trace holds every tab's).
 */
export function scriptWork(
  events: readonly TraceEvent[],
  file: string | readonly string[],
  frame?: string,
): { ms: number; calls: number } {
  const files = typeof file === 'string' ? [file] : file;
  const own = events
    .filter((event) => WORK_EVENTS.has(event.name) && event.ph === 'X')
    .filter((event) => files.some((name) => scriptUrl(event).endsWith(`/${name}`)))
    .filter((event) => frame === undefined || (event.args?.data as { frame?: unknown } | undefined)?.frame === frame)
    .sort((a, b) => a.ts - b.ts);
  let ms = 0;
  let calls = 0;
  let end = new Map<string, number>();
  for (const event of own) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ts < (end.get(thread) ?? 0)) continue;
    end = new Map(end).set(thread, event.ts + (event.dur ?? 0));
    ms += (event.dur ?? 0) / 1000;
    calls += 1;
  }
  return { ms, calls };
}
