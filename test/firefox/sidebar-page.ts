/**
 * The side panel page (sidepanel.html, the page Firefox's sidebar loads), used as a person uses it:
 * type into "Search query", press Enter, read the list "Results" (DESIGN §3).
 */
import assert from 'node:assert/strict';
import type { LoggedRequest, SearchApi } from '../search-api/server';
import type { ExtensionTab } from './extension-tab';
import { TEST_KEY } from './scenario';
import { waitFor } from './wait-for';

/** The parts of the API's answer the scenarios compare with the page. */
export interface SearchAnswer {
  organic: Array<{ title: string }>;
  knowledgeGraph?: { title: string };
  credits?: number;
}

export interface AnsweredSearch {
  request: LoggedRequest;
  answer: SearchAnswer;
}

/** The titles of the web results an answer holds, in order. */
export function titlesOf(answer: SearchAnswer): string[] {
  return answer.organic.map((result) => result.title);
}

/** Types `query` into "Search query" (over what it holds) and presses Enter. */
export async function typeSearch(panel: ExtensionTab, query: string): Promise<void> {
  await panel.fill(await panel.find('combobox', 'Search query'), query);
  await panel.pressEnter();
}

/**
 * Waits for the API to have answered one more search than `before` (the count of
 * api.searchRequests() before it was sent), and returns that request.
 */
export function waitForRequest(api: SearchApi, before: number, what: string): Promise<LoggedRequest> {
  return waitFor(`the API to answer ${what}`, () => {
    const request = api.searchRequests()[before];
    return Promise.resolve(request !== undefined && request.status !== 0 ? request : undefined);
  });
}

/**
 * Searches `query` like a person and waits until the page shows the titles the API returned;
 * checks that exactly one request went out, carrying the key and the query.
 */
export async function searchAndWaitForResults(
  panel: ExtensionTab,
  api: SearchApi,
  query: string,
): Promise<AnsweredSearch> {
  const before = api.searchRequests().length;
  await typeSearch(panel, query);
  const request = await waitForRequest(api, before, `the search for "${query}"`);
  assert.equal(request.status, 200, `the API should answer "${query}" with 200`);
  assert.equal(request.headers['x-api-key'], TEST_KEY, 'the request should carry the key in X-API-Key');
  assert.deepEqual(request.json, { query }, 'the request body');
  const answer = JSON.parse(request.responseBody ?? 'null') as SearchAnswer;
  await waitForResults(panel, titlesOf(answer), `the results for "${query}"`);
  assert.equal(api.searchRequests().length, before + 1, `searching "${query}" should send exactly one request`);
  await expectNoAlerts(panel, 'side panel page');
  return { request, answer };
}

/**
 * Waits until the list "Results" shows exactly these titles (each item's first link) and no search
 * is running. Results already on screen (another search) only make it wait; a timeout says what the
 * list showed last.
 */
export async function waitForResults(panel: ExtensionTab, titles: readonly string[], what: string): Promise<void> {
  await panel.waitUntil(
    what,
    { role: 'list', name: 'Results' },
    `(list) => ({
      busy: list.closest('[aria-busy=true]') !== null,
      titles: [...list.querySelectorAll(':scope > li')].map((item) => item.querySelector('a')?.textContent.trim() ?? ''),
    })`,
    (shown: { busy: boolean; titles: string[] }) =>
      !shown.busy && isDeepEqual(shown.titles, titles) ? true : undefined,
  );
}

/** Waits until the region "Credits" (what the shown results cost) says `expected`; returns its text. */
export function waitForCredits(panel: ExtensionTab, expected: RegExp): Promise<string> {
  return panel.waitUntil(
    `the region "Credits" to say ${String(expected)}`,
    { role: 'region', name: 'Credits' },
    '(region) => region.textContent.trim()',
    (text: string) => (expected.test(text) ? text : undefined),
  );
}

export async function expectNoAlerts(tab: ExtensionTab, page: string): Promise<void> {
  assert.deepEqual(await tab.texts('alert'), [], `The ${page} shows an error`);
}

function isDeepEqual(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
