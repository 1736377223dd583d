import { useMemo } from 'preact/hooks';
import type { TypedList } from '../lib/api/result-types';
import { exportLinks, exportSetOf } from '../lib/export/export-set';
import type { SuccessState } from './view-types';
import { ExportMenu } from './ExportMenu';
import { OpenAllControl } from './OpenAllControl';
import './result-tools.css';

export interface ResultsToolbarProps {
  state: SuccessState;
  /** The items as shown, of the answer's type (blocked sites out, pinned first): what is exported and opened. */
  shown: TypedList;
}

/** Above the results (side panel, and popup fallback): export, and open them all. */
export function ResultsToolbar({ state, shown }: ResultsToolbarProps) {
  const exported = useMemo(() => exportSetOf(state.response, shown), [state.response, shown]);
  const urls = useMemo(
    () =>
      exportLinks(exported)
        .split('\n')
        .filter((link) => link !== ''),
    [exported],
  );
  return (
    <div class="results-toolbar">
      <ExportMenu request={state.request} exported={exported} />
      <OpenAllControl urls={urls} />
    </div>
  );
}
