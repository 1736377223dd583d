/**
 * Fails the build when a page, the background or the zip outgrows its budget
 * (bench/size-budgets.ts). Run after the release build: `tsx scripts/check-sizes.ts [dir]`.
 */
import { existsSync } from 'node:fs';
import { budgetRows, formatBytes } from '../bench/size-budgets';
import { measureBuild } from '../bench/sizes';

const dir = process.argv[2] ?? '.output/chrome-mv3';
if (!existsSync(`${dir}/manifest.json`)) {
  console.error(`No built extension in ${dir}: run \`npm run build\` first.`);
  process.exit(2);
}

const rows = budgetRows(measureBuild(dir));
console.log(`Size budgets (${dir}; 1 KB = 1,000 bytes)`);
console.table(
  rows.map((r) => ({
    '': r.name,
    measure: r.what,
    size: formatBytes(r.bytes),
    budget: formatBytes(r.budget),
    used: `${Math.round((r.bytes / r.budget) * 100)}%`,
    result: r.ok ? 'ok' : 'OVER',
  })),
);
const over = rows.filter((r) => !r.ok);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((r) => r.name).join(', ')}.`);
  process.exit(1);
}
