// Lists, per locale, the English messages still to translate (missing, or changed since translated) and the stale keys to drop.
/*
 * Usage: `npx tsx scripts/locale-delta.ts [--json] [--base FILE] [--from DIR] [locale…]`
 *
 * For each locale (default: every folder in public/_locales but en), compares its messages.json
 * with the current public/_locales/en/messages.json:
 *   missing — keys English has and the locale lacks;
 *   changed — keys whose English message or placeholders differ from the English the locale was
 *             translated from (the base);
 *   stale   — keys the locale has and English no longer has (drop them).
 * The base is, by default, the English file as it was in the last commit that touched that
 * locale's messages.json (so uncommitted edits to a locale do not move it); `--base FILE` gives
 * one English file for all. `--from DIR` reads the translations from DIR/<locale>/messages.json
 * instead (e.g. translations made elsewhere from an older English snapshot).
 * Exits 1 when anything is left to do, 0 when every locale is up to date.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

interface Message {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}
type Messages = Record<string, Message>;

const LOCALES_DIR = 'public/_locales';
const ENGLISH_FILE = `${LOCALES_DIR}/en/messages.json`;

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (value === undefined) throw new Error(`${name} needs a value`);
  args.splice(at, 2);
  return value;
};
const json = args.includes('--json');
if (json) args.splice(args.indexOf('--json'), 1);
const baseFile = option('--base');
const fromDir = option('--from');

const parse = (text: string) => JSON.parse(text) as Messages;
const english = parse(readFileSync(ENGLISH_FILE, 'utf8'));
const locales =
  args.length > 0
    ? args
    : readdirSync(fromDir ?? LOCALES_DIR).filter((name) => /^[a-z]{2}(_[A-Z]{2})?$/u.test(name) && name !== 'en');

/** The English messages a locale was translated from. */
function baseFor(localeFile: string): Messages {
  if (baseFile !== undefined) return parse(readFileSync(baseFile, 'utf8'));
  const commit = execFileSync('git', ['log', '-1', '--format=%H', '--', localeFile], { encoding: 'utf8' }).trim();
  if (commit === '') return {}; // never committed: every key counts as missing or changed
  try {
    return parse(execFileSync('git', ['show', `${commit}:${ENGLISH_FILE}`], { encoding: 'utf8' }));
  } catch {
    return {};
  }
}

/** What a translator has to match: the text and the placeholders' contents. */
const source = (entry: Message | undefined) =>
  entry === undefined
    ? undefined
    : JSON.stringify([
        entry.message,
        Object.entries(entry.placeholders ?? {})
          .map(([name, value]) => [name.toLowerCase(), value.content])
          .sort(),
      ]);

const report = locales.map((locale) => {
  const file = `${fromDir ?? LOCALES_DIR}/${locale}/messages.json`;
  const translated = parse(readFileSync(file, 'utf8'));
  const base = baseFor(file);
  const keys = Object.keys(english);
  return {
    locale,
    file,
    missing: keys.filter((key) => !(key in translated)),
    changed: keys.filter((key) => key in translated && source(base[key]) !== source(english[key])),
    stale: Object.keys(translated).filter((key) => !(key in english)),
  };
});

if (json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const { locale, file, missing, changed, stale } of report) {
    console.log(`${locale} (${file}): ${missing.length} missing, ${changed.length} changed, ${stale.length} stale`);
    for (const [label, keys] of [
      ['missing', missing],
      ['changed', changed],
      ['stale', stale],
    ] as const) {
      for (const key of keys)
        console.log(`  ${label.padEnd(7)} ${key}${label === 'stale' ? '' : `: ${english[key]?.message}`}`);
    }
  }
}
process.exitCode = report.some((r) => r.missing.length + r.changed.length + r.stale.length > 0) ? 1 : 0;
