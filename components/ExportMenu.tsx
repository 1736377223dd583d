import { useRef, useState } from 'preact/hooks';
import type { SearchRequest } from '../lib/api/search-options';
import { toCsv } from '../lib/export/csv';
import type { ExportedExtras, ExportedResult } from '../lib/export/exported-results';
import { exportFileName } from '../lib/export/file-name';
import { toJson } from '../lib/export/json';
import { linksText } from '../lib/export/links';
import { toMarkdown } from '../lib/export/markdown';
import { copyText, downloadText } from '../lib/ui/clipboard-and-download';
import { formatNumber } from '../lib/i18n/format-number';
import { t } from '../lib/i18n/messages';
import { formatResults } from '../lib/ui/format';
import { useIsPrivateWindow } from '../lib/ui/use-page-window';

export interface ExportMenuProps {
  request: SearchRequest;
  results: readonly ExportedResult[];
  /** The answer box and the questions people also ask (Markdown and JSON carry them; CSV is the results table). */
  extras: ExportedExtras;
}

interface Format {
  name: 'Markdown' | 'CSV' | 'JSON';
  extension: 'md' | 'csv' | 'json';
  type: string;
  render: (request: SearchRequest, results: readonly ExportedResult[], extras: ExportedExtras) => string;
}

const FORMATS: readonly Format[] = [
  {
    name: 'Markdown',
    extension: 'md',
    type: 'text/markdown',
    render: (r, results, extras) => toMarkdown(r.query, results, extras),
  },
  { name: 'CSV', extension: 'csv', type: 'text/csv', render: (_, results) => toCsv(results) },
  {
    name: 'JSON',
    extension: 'json',
    type: 'application/json',
    render: (r, results, extras) => toJson(r, results, extras),
  },
];

/**
 * "Export": the shown results copied or downloaded as Markdown, CSV or JSON, and every
 * link copied at once. A disclosure (<details>) keeps it to one small button until opened.
 *
 * In a private window the menu copies only, and says why: the panel's page belongs to the
 * normal profile (Chrome runs the extension "spanning"), so a download would be saved with
 * that profile's downloads and listed in its history, where a private window's file must not be.
 */
export function ExportMenu({ request, results, extras }: ExportMenuProps) {
  const [status, setStatus] = useState('');
  const menuRef = useRef<HTMLDetailsElement>(null);
  const count = formatResults(results.length);
  const inPrivate = useIsPrivateWindow();

  const copy = (text: string, done: string) =>
    void copyText(text).then((copied) =>
      setStatus(copied ? done : t(inPrivate ? 'copyFailed' : 'copyFailedTryDownload')),
    );

  return (
    <details
      class="export-menu"
      ref={menuRef}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menuRef.current?.open) return;
        event.preventDefault();
        menuRef.current.open = false;
        menuRef.current.querySelector('summary')?.focus();
      }}
    >
      <summary>{t('exportMenu')}</summary>
      <div class="export-actions">
        {FORMATS.map((format) => (
          <button
            key={`copy-${format.name}`}
            type="button"
            class="small"
            onClick={() => copy(format.render(request, results, extras), t('copiedAs', count, format.name))}
          >
            {t('copyAs', format.name)}
          </button>
        ))}
        <button
          type="button"
          class="small"
          onClick={() => {
            const links = linksText(results);
            const n = links === '' ? 0 : links.split('\n').length;
            copy(links, t(n === 1 ? 'copiedLinksOne' : 'copiedLinksMany', formatNumber(n)));
          }}
        >
          {t('copyAllLinks')}
        </button>
        {inPrivate && <p class="hint export-private-note">{t('exportPrivateCopyOnly')}</p>}
        {!inPrivate &&
          FORMATS.map((format) => (
            <button
              key={`download-${format.name}`}
              type="button"
              class="small"
              onClick={() => {
                const fileName = exportFileName(request.query, format.extension);
                downloadText(format.render(request, results, extras), fileName, format.type);
                setStatus(t('downloaded', fileName));
              }}
            >
              {t('downloadAs', format.name)}
            </button>
          ))}
        <p role="status" class="export-status">
          {status}
        </p>
      </div>
    </details>
  );
}
