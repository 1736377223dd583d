import { useMemo } from 'preact/hooks';
import type { OrganicResult } from '../lib/api/search-response';
import { exportedExtras, exportedResults } from '../lib/export/exported-results';
import type { SuccessState } from './SearchView';
import { ExportMenu } from './ExportMenu';
import { OpenAllControl } from './OpenAllControl';
import './result-tools.css';

export interface ResultsToolbarProps {
  state: SuccessState;
  /** The results as shown (blocked sites out, pinned first): what is exported and opened. */
  results: OrganicResult[];
}

/** Above the results (side panel, and popup fallback): export, and open them all. */
export function ResultsToolbar({ state, results: shown }: ResultsToolbarProps) {
  const results = useMemo(() => exportedResults(shown), [shown]);
  const extras = useMemo(() => exportedExtras(state.response), [state.response]);
  const urls = useMemo(() => results.map((r) => r.link).filter((link) => link !== ''), [results]);
  return (
    <div class="results-toolbar">
      <ExportMenu request={state.request} results={results} extras={extras} />
      <OpenAllControl urls={urls} />
    </div>
  );
}
