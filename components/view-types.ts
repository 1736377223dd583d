import type { ComponentType } from 'preact';
import type { TypedList } from '../lib/api/result-types';
import type { KnowledgeGraph } from '../lib/api/search-response';
import type { CurrentSearch } from '../lib/search/current-search';

export type SuccessState = Extract<CurrentSearch, { status: 'success' }>;

export interface ResultExtras {
  /** Above the results: gets the results as shown (blocked sites out, pinned first). */
  Toolbar?: ComponentType<{ state: SuccessState; shown: TypedList }>;
  KnowledgeActions?: ComponentType<{ graph: KnowledgeGraph }>;
}
