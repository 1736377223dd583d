import { useState } from 'preact/hooks';
import type { KnowledgeGraph } from '../lib/api/search-response';
import { citation } from '../lib/export/citation';
import { copyText } from '../lib/ui/clipboard-and-download';
import './result-tools.css';
import { t } from '../lib/i18n/messages';

/** "Copy as citation" under the knowledge panel (format: see lib/export/citation.ts). */
export function CitationButton({ graph }: { graph: KnowledgeGraph }) {
  const [status, setStatus] = useState('');
  if (!graph.title) return null;
  const copy = () =>
    void copyText(citation(graph, new Date())).then((copied) =>
      setStatus(copied ? t('citationCopied') : t('copyFailed')),
    );
  return (
    <div class="knowledge-actions">
      <button type="button" class="small" onClick={copy}>
        {t('copyAsCitation')}
      </button>
      <span role="status" class="export-status">
        {status}
      </span>
    </div>
  );
}
