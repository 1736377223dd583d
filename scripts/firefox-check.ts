/**
 * The Firefox build, checked the way addons.mozilla.org and Firefox would: it is built,
 * linted with Mozilla's add-on linter (no errors; no warnings but one we cannot fix), and
 * installed into Firefox ESR, headless, as a temporary add-on — failing on any error the
 * extension's own code reports while it starts.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const OUT_DIR = resolve('.output/firefox-check');
const SOURCE_DIR = join(OUT_DIR, 'firefox-mv2');
const FIREFOX =
  process.env.FIREFOX_PATH ?? ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find((path) => existsSync(path));
const SETTLE_MS = 8_000;
const INSTALL_TIMEOUT_MS = 90_000;

interface LintMessage {
  code: string;
  file?: string;
  message: string;
}

function build(): void {
  execFileSync('npx', ['wxt', 'build', '-b', 'firefox'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      WXT_OUT_DIR: OUT_DIR,
      WXT_API_BASE_URL: process.env.WXT_API_BASE_URL ?? 'http://127.0.0.1:8787',
    },
  });
}

/** Preact's renderer supports dangerouslySetInnerHTML (which our lint forbids us to use): that code path is Preact's, not ours. */
function isPreactInnerHtml(message: LintMessage): boolean {
  if (message.code !== 'UNSAFE_VAR_ASSIGNMENT' || !message.file) return false;
  return readFileSync(join(SOURCE_DIR, message.file), 'utf8').includes('e.innerHTML=f.__html');
}

function lint(): void {
  let output = '';
  try {
    output = execFileSync('npx', ['web-ext', 'lint', '--source-dir', SOURCE_DIR, '--output', 'json'], {
      encoding: 'utf8',
    });
  } catch (error) {
    // web-ext lint exits non-zero on errors; its JSON report is still on stdout.
    output = (error as { stdout?: string }).stdout ?? '';
  }
  const report = JSON.parse(output) as { errors: LintMessage[]; warnings: LintMessage[]; notices: LintMessage[] };
  const warnings = report.warnings.filter((warning) => !isPreactInnerHtml(warning));
  for (const message of [...report.errors, ...warnings])
    console.log(`  ${message.code} ${message.file ?? ''}: ${message.message}`);
  console.log(
    `web-ext lint: ${report.errors.length} errors, ${warnings.length} warnings we can fix, ${report.notices.length} notices`,
  );
  if (report.errors.length > 0 || warnings.length > 0) throw new Error('web-ext lint found problems');
}

function smokeInstall(): Promise<void> {
  if (!FIREFOX) throw new Error('No Firefox: install firefox-esr (scripts/setup.sh does as root) or set FIREFOX_PATH');
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      'npx',
      ['web-ext', 'run', '--source-dir', SOURCE_DIR, '--firefox', FIREFOX, '--no-input', '--no-reload', '--verbose'],
      { env: { ...process.env, MOZ_HEADLESS: '1' }, detached: true },
    );
    const problems: string[] = [];
    let installed = false;
    const stop = (error?: Error) => {
      clearTimeout(timeout);
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      if (error) reject(error);
      else resolvePromise();
    };
    const timeout = setTimeout(
      () => stop(new Error('Firefox did not install the extension in time')),
      INSTALL_TIMEOUT_MS,
    );
    const onLine = (line: string) => {
      if (line.includes('Installed') && line.includes('temporary add-on')) {
        installed = true;
        console.log('Firefox ESR installed the extension as a temporary add-on');
        setTimeout(
          () => stop(problems.length > 0 ? new Error(`Errors from the extension:\n${problems.join('\n')}`) : undefined),
          SETTLE_MS,
        );
      }
      // Errors raised by our own code carry the extension's moz-extension:// URL.
      if (/moz-extension:\/\/.*(Error|error)|(Error|error).*moz-extension:\/\//.test(line)) problems.push(line);
      if (!installed && /installTemporaryAddon.*error|Error: .*(install|manifest)/i.test(line)) problems.push(line);
    };
    let buffer = '';
    const read = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      lines.forEach(onLine);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      if (!installed) stop(new Error(`web-ext run exited (${code}) before installing:\n${problems.join('\n')}`));
    });
  });
}

build();
lint();
await smokeInstall();
console.log('Firefox check passed');
