/**
 * Which surface started a search. It is never sent to the service, but every search carries
 * it: the ledger counts credits per entry point and the history says where a search came from.
 */
export const SEARCH_SOURCES = ['popup', 'sidepanel', 'context-menu', 'omnibox', 'shortcut', 'quick-look'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];
