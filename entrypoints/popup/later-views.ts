/*
 * What the popup loads after its first paint, from one module so that it comes as one chunk:
 * the results view (for browsers where no panel opens) and the cost shown beside Search.
 * Both read the credit ledger, whose code stays out of the popup's start-up bundle.
 */
export { SearchView } from '../../components/SearchView';
export { SearchCost } from '../../components/SearchCost';
