import { useRef, useState } from 'preact/hooks';
import type { SearchRequest } from '../lib/api/search-options';
import { exportCount, exportLinks, renderExport, type ExportFormat, type ExportSet } from '../lib/export/export-set';
import { exportFileName } from '../lib/export/file-name';
import { queryLabel } from '../lib/api/image-query';
import { copyText, downloadText } from '../lib/ui/clipboard-and-download';
import { formatNumber } from '../lib/i18n/format-number';
import { t } from '../lib/i18n/messages';
import { formatResults } from '../lib/ui/format';
import { useIsPrivateWindow } from '../lib/ui/use-page-window';

export interface ExportMenuProps {
  request: SearchRequest;
  /** The shown items: web results with the answer box and questions (Markdown and JSON carry them), or another type's items. */
  exported: ExportSet;
}

interface Format {
  name: 'Markdown' | 'CSV' | 'JSON';
  extension: ExportFormat;
  type: string;
}

const FORMATS: readonly Format[] = [
  { name: 'Markdown', extension: 'md', type: 'text/markdown' },
  { name: 'CSV', extension: 'csv', type: 'text/csv' },
  { name: 'JSON', extension: 'json', type: 'application/json' },
];

/**
 * "Export": the shown results copied or downloaded as Markdown, CSV or JSON, and every
 * link copied at once. A disclosure (<details>) keeps it to one small button until opened.
 *
 * In a private window the menu copies only, and says why: the panel's page belongs to the
 * normal profile (Chrome runs the extension "spanning"), so a download would be saved with
 * that profile's downloads and listed in its history, where a private window's file must not be.
 */
export function ExportMenu({ request, exported }: ExportMenuProps) {
  const [status, setStatus] = useState('');
  const menuRef = useRef<HTMLDetailsElement>(null);
  const count = formatResults(exportCount(exported));
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
            onClick={() => copy(renderExport(format.extension, request, exported), t('copiedAs', count, format.name))}
          >
            {t('copyAs', format.name)}
          </button>
        ))}
        <button
          type="button"
          class="small"
          onClick={() => {
            const links = exportLinks(exported);
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
                const fileName = exportFileName(queryLabel(request), format.extension);
                downloadText(renderExport(format.extension, request, exported), fileName, format.type);
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
