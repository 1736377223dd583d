// IndexedDB for Node: fake-indexeddb implements the spec in memory (real IndexedDB is
// exercised by the end-to-end tests in Chromium).
import 'fake-indexeddb/auto';
import type { OpenDatabase } from '../../lib/storage/database';
import { sidekickDatabase, type SidekickSchema } from '../../lib/search/database';

let databases = 0;

/** A new, empty database of the extension's schema, apart from every other test's. */
export function freshDatabase(): OpenDatabase<SidekickSchema> {
  databases += 1;
  return sidekickDatabase(`search-sidekick-test-${databases}`);
}
