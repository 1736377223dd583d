import { parseSearchResponse } from '../api/parse-response';
import { searchMessageSchema } from '../search/message-schema';

/*
 * zod builds a schema, and V8 compiles its parsers, the first time a value goes through them:
 * a worker's first search paid ~4 ms to read its message and ~5 ms more to read its answer, on
 * top of a warm worker's search (a Node probe of the same modules: bench/LOG.md, 2026-11-29).
 * A tiny search and answer sent through the same parsers beforehand leave ~0.2 and ~1.5 ms.
 */

const link = { title: 'a', link: 'https://a.example/' };

/** The blocks of a web answer that hold most of its parsers, each with the fields a result needs. */
const SAMPLE_ANSWER = JSON.stringify({
  knowledgeGraph: link,
  organic: [link],
  peopleAlsoAsk: [{ ...link, question: 'a' }],
});

/** Sends the sample search and answer through the worker's parsers: their first use, paid now. */
export function warmSearchParsers(): boolean {
  const message = searchMessageSchema.safeParse({ request: { query: 'a' }, source: 'sidepanel', windowId: 1 });
  return message.success && parseSearchResponse(SAMPLE_ANSWER, { query: 'a' }).ok;
}

/**
 * Runs warmSearchParsers once, in a task of its own, at the first of the moments it is told of —
 * a page opened its port (the person has begun typing a search, or a page has just loaded),
 * or the first search's request has left (its answer is on the network) — so that it mostly
 * fills time the worker would spend waiting. A search that comes right behind a port may wait
 * for it, and then reads its message and answer that much faster.
 */
export function searchParsersWarmup(schedule: (task: () => void) => void = (task) => setTimeout(task, 0)) {
  let asked = false;
  return (): void => {
    if (asked) return;
    asked = true;
    schedule(() => void warmSearchParsers());
  };
}
