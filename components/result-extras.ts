import type { ResultExtras } from './view-types';
import { CitationButton } from './CitationButton';
import { LazyResultsToolbar } from './LazyResultsToolbar';

/**
 * The tools around the results — export, open all, citation — given to SearchView by the
 * side panel (and its full-tab page). The popup leaves them out: even loaded lazily they
 * would take it over its 25 KB budget, and its fallback results are a stopgap.
 */
export const RESULT_EXTRAS: ResultExtras = { Toolbar: LazyResultsToolbar, KnowledgeActions: CitationButton };
