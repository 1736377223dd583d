/** The parsed, capped response the UIs render (produced by parseSearchResponse). */
export interface OrganicResult {
  title: string;
  link: string;
  snippet?: string;
  /** 1-based rank; taken from the API or from the order. */
  position: number;
  /** ISO 8601, when the API gave one. */
  date?: string;
}

export interface KnowledgeGraph {
  title?: string;
  imageUrl?: string;
  description?: string;
  descriptionSource?: string;
  descriptionLink?: string;
  /** Ordered pairs rather than an object, so no key (`__proto__`…) is special. */
  attributes: Array<[label: string, value: string]>;
}

export interface SearchResponse {
  /** The normalized query the engine used (searchParameters.query). */
  query: string;
  engine?: string;
  knowledgeGraph?: KnowledgeGraph;
  organic: OrganicResult[];
  relatedSearches: string[];
  /** Credits billed for this request, when the API said. */
  credits?: number;
  /** How many results the API sent before we capped or dropped any. */
  droppedResults: number;
}

/** Bounds applied before rendering (DESIGN §4 Responses). */
export const LIMITS = {
  results: 100,
  related: 20,
  attributes: 50,
  title: 300,
  snippet: 1000,
  url: 2048,
  description: 2000,
  label: 100,
  value: 500,
} as const;
