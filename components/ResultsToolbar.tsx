import { useEffect, useMemo } from 'preact/hooks';
import type { TypedList } from '../lib/api/result-types';
import { queryLabel } from '../lib/api/image-query';
import { exportSetOf } from '../lib/export/export-set';
import { resultSelection } from '../lib/ui/result-selection';
import type { SuccessState } from './view-types';
import { ExportMenu } from './ExportMenu';
import { OpenInTabsMenu } from './OpenInTabsMenu';
import './result-tools.css';

export interface ResultsToolbarProps {
  state: SuccessState;
  /** The items as shown, of the answer's type (blocked sites out, pinned first): what is exported and opened. */
  shown: TypedList;
}

/** Above the results (side panel, and popup fallback): export, and open several in tabs. */
export function ResultsToolbar({ state, shown }: ResultsToolbarProps) {
  const exported = useMemo(() => exportSetOf(state.response, shown), [state.response, shown]);
  // The pages the list links to, in its order, as the exports have them (http(s) only).
  const pages = useMemo(
    () =>
      (exported.kind === 'web' ? exported.results : exported.exported.items)
        .filter((item) => item.link !== '')
        .map((item) => ({ url: item.link, title: item.title })),
    [exported],
  );
  // Results ticked for another answer are not this one's.
  useEffect(() => resultSelection.showing(state.id), [state.id]);
  return (
    <div class="results-toolbar">
      <ExportMenu request={state.request} exported={exported} />
      <OpenInTabsMenu pages={pages} queryName={queryLabel(state.request)} />
    </div>
  );
}
