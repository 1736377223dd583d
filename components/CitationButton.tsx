import { useState } from 'preact/hooks';
import type { KnowledgeGraph } from '../lib/api/search-response';
import { citation } from '../lib/export/citation';
import { copyText } from '../lib/ui/clipboard-and-download';
import './result-tools.css';

/** "Copy as citation" under the knowledge panel (format: see lib/export/citation.ts). */
export function CitationButton({ graph }: { graph: KnowledgeGraph }) {
  const [status, setStatus] = useState('');
  if (!graph.title) return null;
  const copy = () =>
    void copyText(citation(graph, new Date())).then((copied) =>
      setStatus(copied ? 'Citation copied' : 'The browser did not allow copying.'),
    );
  return (
    <div class="knowledge-actions">
      <button type="button" class="small" onClick={copy}>
        Copy as citation
      </button>
      <span role="status" class="export-status">
        {status}
      </span>
    </div>
  );
}
