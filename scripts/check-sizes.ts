/**
 * Fails the build when a page, the background or the zip outgrows its budget
 * (bench/size-budgets.ts), or when the worker is not built of the stack it should be
 * (bench/worker-stack.ts). Run after the release build: `tsx scripts/check-sizes.ts [dir]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { budgetRows, formatBytes } from '../bench/size-budgets';
import { measureBuild } from '../bench/sizes';
import { workerStackProblems } from '../bench/worker-stack';

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

const stack = workerStackProblems(readFileSync(`${dir}/background.js`, 'utf8'));
if (stack.length > 0) {
  console.error(`The worker's build: ${stack.join('; ')}.`);
  process.exit(1);
}
