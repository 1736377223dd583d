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
 * Queues warmSearchParsers in a task of its own as the worker's script ends, whatever woke it:
 * the event that woke the worker reaches it only after its script has run and the browser has
 * been told so, and the warm-up fills part of that wait. Queued here rather than when a page's
 * port opened or the first request had left (as before), a search that wakes the worker itself
 * (the menu, the shortcut, the address bar; the bench's at-once cold case) reached its painted
 * answer 2.5 ms sooner, in six pairs out of six (bench/LOG.md, 2026-11-29). What it costs a
 * worker woken for anything else: that one task (8–13 ms in the Node probe), once per start.
 */
export function warmSearchParsersSoon(schedule: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  schedule(() => void warmSearchParsers());
}
