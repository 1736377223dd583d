import { useMemo } from 'preact/hooks';
import { exportedExtras, exportedResults } from '../lib/export/exported-results';
import type { SuccessState } from './SearchView';
import { ExportMenu } from './ExportMenu';
import { OpenAllControl } from './OpenAllControl';
import './result-tools.css';

/** Above the results (side panel, and popup fallback): export, and open them all. */
export function ResultsToolbar({ state }: { state: SuccessState }) {
  const results = useMemo(() => exportedResults(state.response.organic), [state.response.organic]);
  const extras = useMemo(() => exportedExtras(state.response), [state.response]);
  const urls = useMemo(() => results.map((r) => r.link).filter((link) => link !== ''), [results]);
  return (
    <div class="results-toolbar">
      <ExportMenu request={state.request} results={results} extras={extras} />
      <OpenAllControl urls={urls} />
    </div>
  );
}
