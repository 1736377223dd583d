/**
 * Mozilla's add-on linter (`web-ext lint`), as addons.mozilla.org runs it on upload: no errors, and
 * no warnings but one we cannot fix.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface LintMessage {
  code: string;
  file?: string;
  message: string;
}

/** Preact's renderer supports dangerouslySetInnerHTML (which our lint forbids us to use): that code path is Preact's, not ours. */
function isPreactInnerHtml(sourceDir: string, message: LintMessage): boolean {
  if (message.code !== 'UNSAFE_VAR_ASSIGNMENT' || !message.file) return false;
  // Whatever names the minifier gave it (each page build, the quick-look card's included, names its own).
  return /\b[\w$]+\.innerHTML=[\w$]+\.__html\b/u.test(readFileSync(join(sourceDir, message.file), 'utf8'));
}

/** Lints the unpacked extension in `sourceDir`; throws when the linter finds something we can fix. */
export function lintAddon(sourceDir: string): void {
  let output = '';
  try {
    output = execFileSync('npx', ['web-ext', 'lint', '--source-dir', sourceDir, '--output', 'json'], {
      encoding: 'utf8',
    });
  } catch (error) {
    // web-ext lint exits non-zero on errors; its JSON report is still on stdout.
    output = (error as { stdout?: string }).stdout ?? '';
  }
  const report = JSON.parse(output) as { errors: LintMessage[]; warnings: LintMessage[]; notices: LintMessage[] };
  const warnings = report.warnings.filter((warning) => !isPreactInnerHtml(sourceDir, warning));
  for (const message of [...report.errors, ...warnings])
    console.log(`  ${message.code} ${message.file ?? ''}: ${message.message}`);
  console.log(
    `web-ext lint: ${report.errors.length} errors, ${warnings.length} warnings we can fix, ${report.notices.length} notices`,
  );
  if (report.errors.length > 0 || warnings.length > 0) throw new Error('web-ext lint found problems');
}
