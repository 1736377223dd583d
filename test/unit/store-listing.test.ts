import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIREFOX_DATA_COLLECTION, manifestFor } from '../../lib/build/manifest';

/*
 * The store listing material in docs/store/ against the stores' limits and against the
 * manifest, so that a new permission or a longer text fails here rather than at upload.
 * Limits: the manifest description ≤ 132 characters (Chrome, which also rejects longer ones
 * at upload), AMO's summary ≤ 250, Edge's description 250–10,000 characters and its search
 * terms (≤ 7 terms of ≤ 30 characters, ≤ 21 words), the Chrome Web Store's screenshots:
 * 1 to 5, each 1280×800, and its promotional images: the 440×280 tile and the 1400×560 marquee.
 */
const STORE = 'docs/store';

function read(name: string): string {
  return readFileSync(`${STORE}/${name}`, 'utf8');
}

/** The ```text block under a `## heading` of a Markdown file. */
function textBlock(markdown: string, heading: string): string {
  const section = markdown.split(/^## /mu).find((part) => part.startsWith(`${heading}\n`));
  const block = section && /```text\n([\s\S]*?)\n```/u.exec(section)?.[1];
  if (block === undefined) throw new Error(`No text block under "## ${heading}"`);
  return block;
}

function messages(locale: string): Record<string, { message: string }> {
  return JSON.parse(readFileSync(`public/_locales/${locale}/messages.json`, 'utf8')) as Record<
    string,
    { message: string }
  >;
}

const LISTINGS = [
  {
    locale: 'en',
    file: 'description.en.md',
    summary: 'Summary',
    amo: 'AMO summary',
    full: 'Description',
    terms: 'Search terms',
  },
  {
    locale: 'de',
    file: 'description.de.md',
    summary: 'Kurzbeschreibung',
    amo: 'AMO-Zusammenfassung',
    full: 'Beschreibung',
    terms: 'Suchbegriffe',
  },
  {
    locale: 'fr',
    file: 'description.fr.md',
    summary: 'Résumé',
    amo: 'Résumé AMO',
    full: 'Description',
    terms: 'Termes de recherche',
  },
  {
    locale: 'es',
    file: 'description.es.md',
    summary: 'Resumen',
    amo: 'Resumen de AMO',
    full: 'Descripción',
    terms: 'Términos de búsqueda',
  },
  {
    locale: 'pt_BR',
    file: 'description.pt_BR.md',
    summary: 'Resumo',
    amo: 'Resumo da AMO',
    full: 'Descrição',
    terms: 'Termos de pesquisa',
  },
  {
    locale: 'ja',
    file: 'description.ja.md',
    summary: '概要',
    amo: 'AMO の概要',
    full: '説明',
    terms: '検索キーワード',
  },
  {
    locale: 'zh_CN',
    file: 'description.zh_CN.md',
    summary: '摘要',
    amo: 'AMO 摘要',
    full: '说明',
    terms: '搜索关键词',
  },
];

describe('store descriptions', () => {
  it('has a listing for every language the extension ships', () => {
    expect(LISTINGS.map((listing) => listing.locale).sort()).toEqual(readdirSync('public/_locales').sort());
  });

  it.each(LISTINGS)('the $locale summary is the manifest description, within 132 characters', (listing) => {
    const summary = textBlock(read(listing.file), listing.summary);
    expect(summary).toBe(messages(listing.locale).extDescription?.message);
    expect(summary.length).toBeLessThanOrEqual(132);
  });

  it.each(LISTINGS)('the $locale AMO summary fits AMO’s 250 characters', (listing) => {
    const summary = textBlock(read(listing.file), listing.amo);
    expect(summary.length).toBeGreaterThan(0);
    expect(summary.length).toBeLessThanOrEqual(250);
  });

  it.each(LISTINGS)('the $locale description is 250 to 10,000 characters of plain text (Edge’s bounds)', (listing) => {
    const description = textBlock(read(listing.file), listing.full);
    expect(description.length).toBeGreaterThanOrEqual(250);
    expect(description.length).toBeLessThanOrEqual(10_000);
    // The stores show text as written: no Markdown links, emphasis or headings.
    expect(description).not.toMatch(/\]\(|\*\*|^#/mu);
  });

  // A feature line added to the English text and not to the others is a translation owed.
  it.each(LISTINGS)('the $locale description has a line for each of the English one’s features', (listing) => {
    const bullets = (file: string, heading: string) =>
      textBlock(read(file), heading)
        .split('\n')
        .filter((line) => line.startsWith('• ')).length;
    const english = LISTINGS[0];
    if (!english) throw new Error('no English listing');
    expect(bullets(listing.file, listing.full)).toBe(bullets(english.file, english.full));
  });

  it.each(LISTINGS)('the $locale search terms fit Edge’s limits', (listing) => {
    const terms = textBlock(read(listing.file), listing.terms).split('\n');
    expect(terms.length).toBeLessThanOrEqual(7);
    for (const term of terms) expect(term.length).toBeLessThanOrEqual(30);
    expect(terms.join(' ').split(/\s+/u).length).toBeLessThanOrEqual(21);
  });
});

describe('permission justifications', () => {
  const justifications = read('permissions.md');
  const [chromeSection = '', firefoxSection = ''] = justifications.split(/^## Firefox/mu);
  const justified = (section: string, permission: string) =>
    new RegExp(`^- \`${permission}\`( \\(.*\\))? — \\S`, 'mu').test(section);

  // WXT adds `sidePanel` to the Chrome manifest for the side panel entrypoint.
  const chrome = [...manifestFor({ browser: 'chrome', apiBaseUrl: undefined }).permissions, 'sidePanel'];
  const firefox = manifestFor({ browser: 'firefox', apiBaseUrl: undefined, manifestVersion: 2 }).permissions;

  it.each(chrome)('the Chrome build’s %s permission has its line', (permission) => {
    expect(justified(chromeSection, permission)).toBe(true);
  });

  it.each(firefox)('the Firefox build’s %s permission has its line', (permission) => {
    expect(justified(firefoxSection, permission)).toBe(true);
  });

  it('the host permission and every optional origin have a line, in both builds', () => {
    const manifest = manifestFor({ browser: 'chrome', apiBaseUrl: 'https://api.example.com' });
    expect(manifest.host_permissions).toEqual(['https://api.example.com/*']);
    expect(chromeSection).toMatch(/^- Host permission: the API origin set at build time/mu);
    const optional = /^- Optional host permissions (.*) — /mu.exec(chromeSection)?.[1] ?? '';
    for (const origin of manifest.optional_host_permissions) expect(optional).toContain(`\`${origin}\``);
    const firefoxOptional = /^- Optional permissions (.*) — /mu.exec(firefoxSection)?.[1] ?? '';
    const firefoxManifest = manifestFor({ browser: 'firefox', apiBaseUrl: undefined, manifestVersion: 2 });
    for (const origin of firefoxManifest.optional_permissions ?? []) expect(firefoxOptional).toContain(`\`${origin}\``);
  });
});

describe('data disclosure', () => {
  const disclosure = read('data-disclosure.md');

  it.each([...FIREFOX_DATA_COLLECTION])('gives the reasoning for the declared Firefox category %s', (category) => {
    expect(disclosure).toMatch(new RegExp(`^\\| [^|]*\\(\`${category}\`\\) *\\| Yes +\\| \\S`, 'mu'));
  });

  it('declares, for Firefox, exactly the categories it reasons are sent', () => {
    const declared = [...disclosure.matchAll(/^\| [^|]*\(`(\w+)`\) *\| Yes /gmu)].map((match) => match[1]);
    expect(declared).toEqual([...FIREFOX_DATA_COLLECTION]);
  });
});

describe('privacy policy', () => {
  it('is dated and names the placeholders left to fill in', () => {
    const policy = read('privacy-policy.md');
    expect(policy).toMatch(/^Effective \d{1,2} \w+ \d{4}\.$/mu);
    expect(policy).toContain('[CONTACT E-MAIL OR WEB FORM — fill in before publishing]');
  });
});

describe('store screenshots', () => {
  const files = readdirSync(`${STORE}/screenshots`).filter((name) => name.endsWith('.png'));

  it('are 1 to 5 PNGs (the Chrome Web Store’s number)', () => {
    expect(files.length).toBeGreaterThanOrEqual(1);
    expect(files.length).toBeLessThanOrEqual(5);
  });

  it.each(files)('%s is 1280×800', (name) => {
    const bytes = readFileSync(`${STORE}/screenshots/${name}`);
    expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
    expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({ width: 1280, height: 800 });
  });
});

describe('store promotional images', () => {
  // The Chrome Web Store's small promotional tile and marquee (store-promo.spec.ts makes them:
  // npm run store:images), at exactly the sizes the dashboard takes.
  it.each([
    ['small-promo-tile-440x280.png', { width: 440, height: 280 }],
    ['marquee-1400x560.png', { width: 1400, height: 560 }],
  ])('promo/%s is a PNG of exactly %o', (name, size) => {
    const bytes = readFileSync(`${STORE}/promo/${name}`);
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
    expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual(size);
  });

  it('are listed in the store README', () => {
    const readme = read('README.md');
    expect(readme).toContain('promo/small-promo-tile-440x280.png');
    expect(readme).toContain('promo/marquee-1400x560.png');
  });
});
