import { useRef, useState } from 'preact/hooks';
import type { SearchRequest } from '../lib/api/search-options';
import { toCsv } from '../lib/export/csv';
import type { ExportedResult } from '../lib/export/exported-results';
import { exportFileName } from '../lib/export/file-name';
import { toJson } from '../lib/export/json';
import { linksText } from '../lib/export/links';
import { toMarkdown } from '../lib/export/markdown';
import { copyText, downloadText } from '../lib/ui/clipboard-and-download';

export interface ExportMenuProps {
  request: SearchRequest;
  results: readonly ExportedResult[];
}

interface Format {
  name: 'Markdown' | 'CSV' | 'JSON';
  extension: 'md' | 'csv' | 'json';
  type: string;
  render: (request: SearchRequest, results: readonly ExportedResult[]) => string;
}

const FORMATS: readonly Format[] = [
  { name: 'Markdown', extension: 'md', type: 'text/markdown', render: (r, results) => toMarkdown(r.query, results) },
  { name: 'CSV', extension: 'csv', type: 'text/csv', render: (_, results) => toCsv(results) },
  { name: 'JSON', extension: 'json', type: 'application/json', render: (r, results) => toJson(r, results) },
];

/**
 * "Export": the shown results copied or downloaded as Markdown, CSV or JSON, and every
 * link copied at once. A disclosure (<details>) keeps it to one small button until opened.
 */
export function ExportMenu({ request, results }: ExportMenuProps) {
  const [status, setStatus] = useState('');
  const menuRef = useRef<HTMLDetailsElement>(null);
  const count = `${results.length} ${results.length === 1 ? 'result' : 'results'}`;

  const copy = (text: string, what: string) =>
    void copyText(text).then((copied) =>
      setStatus(copied ? `Copied ${what}` : 'The browser did not allow copying. Try a download instead.'),
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
      <summary>Export</summary>
      <div class="export-actions">
        {FORMATS.map((format) => (
          <button
            key={`copy-${format.name}`}
            type="button"
            class="small"
            onClick={() => copy(format.render(request, results), `${count} as ${format.name}`)}
          >
            Copy as {format.name}
          </button>
        ))}
        <button
          type="button"
          class="small"
          onClick={() => {
            const links = linksText(results);
            copy(links, `${links === '' ? 0 : links.split('\n').length} links`);
          }}
        >
          Copy all links
        </button>
        {FORMATS.map((format) => (
          <button
            key={`download-${format.name}`}
            type="button"
            class="small"
            onClick={() => {
              const fileName = exportFileName(request.query, format.extension);
              downloadText(format.render(request, results), fileName, format.type);
              setStatus(`Downloaded ${fileName}`);
            }}
          >
            Download {format.name}
          </button>
        ))}
        <p role="status" class="export-status">
          {status}
        </p>
      </div>
    </details>
  );
}
