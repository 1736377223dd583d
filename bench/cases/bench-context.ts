import type { Page } from '@playwright/test';
import type { SearchApi } from '../../test/search-api/server';
import type { BenchBrowser } from '../browser';
import type { Summary } from '../stats';

/** What every case gets: the browser, the local API, an open side panel page and the run counts. */
export interface BenchContext {
  bench: BenchBrowser;
  api: SearchApi;
  apiKey: string;
  /** The side panel page, open in a tab for the whole run. */
  panel: Page;
  runs: number;
  warmup: number;
  /** The local API's latency for every case (BENCH_LATENCY_MS); a case that changes it sets it back. */
  latencyMs: number;
  /** A query never searched before in this run (so never cached), with ~9 results and a knowledge panel. */
  freshQuery: () => string;
  /** The exact body the extension sends for a query (taken from the API's log of its first search). */
  requestBody: (query: string) => string;
}

/** One measured figure, in milliseconds unless `unit` says otherwise. */
export interface Figure {
  key: string;
  label: string;
  summary: Summary;
  /** How the figure is derived, for the table and the JSON. */
  method: string;
  /** Target for the median in ms, when there is one (DESIGN §4 / issue 6). */
  targetMs?: number;
  /** The figure's unit when it is not milliseconds (× for a ratio), and its target in that unit. */
  unit?: 'KB' | 'MB' | '×';
  target?: number;
  /** Median ÷ the raw API call's median. */
  ratioToRaw?: number;
  /** Target for `ratioToRaw` (issue 12), when there is one. */
  targetRatio?: number;
}

/** Runs `once` warmup + runs times and keeps the timed runs. */
export async function repeat<T>(context: BenchContext, once: (index: number) => Promise<T>): Promise<T[]> {
  for (let i = 0; i < context.warmup; i += 1) await once(-1 - i);
  const samples: T[] = [];
  for (let i = 0; i < context.runs; i += 1) samples.push(await once(i));
  return samples;
}
