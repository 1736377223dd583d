import type { BrowserContext, Worker } from '@playwright/test';

/**
 * What a failed bench case must say (issue 28): which search failed and its error. The browser
 * reports every request it failed (the worker's included, with Chromium's reason, such as
 * net::ERR_INSUFFICIENT_RESOURCES); the worker keeps each window's current search, with its
 * error, in storage.session.
 */
export function watchRefusedRequests(context: BrowserContext, apiOrigin: string): () => string[] {
  const refused: string[] = [];
  context.on('requestfailed', (request) => {
    if (!request.url().startsWith(apiOrigin)) return;
    refused.push(`${request.method()} ${request.url()} → ${request.failure()?.errorText ?? 'failed'}`);
  });
  return () => [...refused];
}

/** Each window's current search that ended in an error: its query, type, page and the error. */
export async function failedWindowSearches(worker: Worker | undefined): Promise<string[]> {
  if (!worker) return ['(no worker to ask)'];
  return worker
    .evaluate(async () => {
      type Stored = {
        status?: string;
        request?: { query?: string; type?: string; page?: number };
        error?: { kind?: string; message?: string };
      };
      const records: Stored[] = Object.values(await chrome.storage.session.get(null));
      return records
        .filter((record) => record?.status === 'error' && record.request)
        .map(({ request, error }) => {
          const what = [request?.type ?? 'web', request?.page && request.page > 1 ? `page ${request.page}` : '']
            .filter(Boolean)
            .join(', ');
          return `“${request?.query ?? '?'}” (${what}): ${error?.kind ?? '?'} — ${error?.message ?? ''}`;
        });
    })
    .catch(() => ['(the worker could not be asked)']);
}
