import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure } from './cases/bench-context';
import { budgetRows, formatBytes } from './size-budgets';
import type { BuildSizes } from './sizes';

export const RESULTS_DIR = 'bench/results';

export interface BenchResults {
  when: string;
  commit: string;
  environment: Record<string, string | number>;
  settings: { apiLatencyMs: number; runs: number; warmup: number };
  figures: Figure[];
  sizes: BuildSizes;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
/** A figure's value in its unit: ratios with two decimals, the rest with one. */
const valueText = (figure: Figure, value: number) =>
  figure.unit === '×' ? `${Number.isFinite(value) ? value.toFixed(2) : '–'}×` : `${ms(value)} ${figure.unit ?? 'ms'}`;

function targetOf(figure: Figure): number | undefined {
  return figure.unit === undefined ? figure.targetMs : figure.target;
}

function verdict(figure: Figure): string {
  const target = targetOf(figure);
  const { targetRatio, ratioToRaw } = figure;
  if (target === undefined && targetRatio === undefined) return '';
  const met =
    (target === undefined || figure.summary.median <= target) &&
    (targetRatio === undefined || (ratioToRaw !== undefined && ratioToRaw <= targetRatio));
  return met ? 'met' : 'MISSED';
}

function targetText(figure: Figure): string {
  const target = targetOf(figure);
  return [
    ...(figure.targetRatio === undefined ? [] : [`≤ ${figure.targetRatio}× raw`]),
    ...(target === undefined ? [] : [`≤ ${figure.unit === '×' ? `${target}×` : `${target} ${figure.unit ?? 'ms'}`}`]),
  ].join(', ');
}

function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The timing figures and the sizes, as Markdown tables (ready for the README). */
export function formatReport(results: BenchResults): string {
  const timings = markdownTable(
    ['Figure', 'median', 'p95', 'runs', '× raw', 'target (median)', ''],
    results.figures.map((f) => [
      f.label,
      valueText(f, f.summary.median),
      valueText(f, f.summary.p95),
      String(f.summary.runs),
      f.ratioToRaw === undefined ? '' : `${f.ratioToRaw.toFixed(2)}×`,
      targetText(f),
      verdict(f),
    ]),
  );
  const pages = Object.entries(results.sizes.pages).map(([page, s]) => [
    `${page} page`,
    `${formatBytes(s.js.raw)} / ${formatBytes(s.js.gzip)}`,
    `${formatBytes(s.css.raw)} / ${formatBytes(s.css.gzip)}`,
    formatBytes(s.total.gzip),
  ]);
  const bg = results.sizes.background;
  const sizes = markdownTable(
    ['Bundle', 'JS raw / gzip', 'CSS raw / gzip', 'total gzip'],
    [
      ...pages,
      ['background', `${formatBytes(bg.js.raw)} / ${formatBytes(bg.js.gzip)}`, '–', formatBytes(bg.total.gzip)],
    ],
  );
  const budgets = markdownTable(
    ['Budget (CI)', 'size', 'budget', ''],
    budgetRows(results.sizes).map((r) => [
      `${r.name} (${r.what})`,
      formatBytes(r.bytes),
      formatBytes(r.budget),
      r.ok ? 'ok' : 'OVER',
    ]),
  );
  const { apiLatencyMs, runs, warmup } = results.settings;
  return [
    `Search Sidekick bench — ${results.when} — ${results.commit}`,
    `API latency ${apiLatencyMs} ms; ${runs} timed runs per case after ${warmup} warm-up runs; ` +
      `${Object.entries(results.environment)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    '',
    timings,
    '',
    sizes,
    '',
    budgets,
  ].join('\n');
}

/** Writes bench/results/latest.json and a timestamped copy; returns the copy's path. */
export function writeResults(results: BenchResults): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const stamped = join(RESULTS_DIR, `${results.when.replace(/[:.]/gu, '-')}.json`);
  writeFileSync(join(RESULTS_DIR, 'latest.json'), json);
  writeFileSync(stamped, json);
  return stamped;
}
