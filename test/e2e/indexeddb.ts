import type { Page } from '@playwright/test';

/** The extension's database, as every page and the worker name it (lib/search/database.ts). */
const DATABASE_NAME = 'search-sidekick';

/**
 * Every record of every store of the extension's database, read from an extension page (the
 * extension's own origin) as JSON text with its store and key: what is on disk.
 */
export function storedRecords(page: Page): Promise<Array<{ store: string; text: string }>> {
  return page.evaluate(
    (name) =>
      new Promise<Array<{ store: string; text: string }>>((resolve, reject) => {
        // No version: the database as it is, never upgraded or created by the test.
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
        request.onsuccess = () => {
          const db = request.result;
          const stores = Array.from(db.objectStoreNames);
          if (stores.length === 0) {
            db.close();
            resolve([]);
            return;
          }
          const tx = db.transaction(stores);
          const records: Array<{ store: string; text: string }> = [];
          for (const store of stores) {
            const cursor = tx.objectStore(store).openCursor();
            cursor.onsuccess = () => {
              const at = cursor.result;
              if (!at) return;
              records.push({ store, text: JSON.stringify([at.primaryKey, at.value]) });
              at.continue();
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve(records);
          };
          tx.onerror = () => reject(tx.error ?? new Error('read failed'));
        };
      }),
    DATABASE_NAME,
  );
}

/** The stores whose records hold this text. */
export async function storesHolding(page: Page, text: string): Promise<string[]> {
  const records = await storedRecords(page);
  return [...new Set(records.filter((record) => record.text.includes(text)).map((record) => record.store))].sort();
}
