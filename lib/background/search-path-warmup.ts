import { parseSearchResponse } from '../api/parse-response';
import { searchMessageSchema } from '../search/message-schema';

/*
 * zod builds a schema, and V8 compiles its parsers, the first time a value goes through them:
 * a worker's first search paid ~4 ms to read its message and ~5 ms more to read its answer, on
 * top of a warm worker's search (a Node probe of the same modules: bench/LOG.md, 2026-11-29).
 * A tiny search and answer sent through the same parsers beforehand leave ~0.2 and ~1.5 ms.
 * Each is warmed where the worker would otherwise wait: the message's as the worker starts, the
 * answer's while the first request is on the network.
 */

const link = { title: 'a', link: 'https://a.example/' };

/** The blocks of a web answer that hold most of its parsers, each with the fields a result needs. */
const SAMPLE_ANSWER = JSON.stringify({
  knowledgeGraph: link,
  organic: [link],
  peopleAlsoAsk: [{ ...link, question: 'a' }],
});

/** Sends a sample search message through its parser: its first use, paid now. */
export function warmMessageParsers(): boolean {
  return searchMessageSchema.safeParse({ request: { query: 'a' }, source: 'sidepanel', windowId: 1 }).success;
}

/** Sends a sample answer through the answer's parsers: their first use, paid now. */
export function warmAnswerParsers(): boolean {
  return parseSearchResponse(SAMPLE_ANSWER, { query: 'a' }).ok;
}

/**
 * Queues warmMessageParsers in a task of its own as the worker's script ends, whatever woke it:
 * the event that woke the worker reaches it only after its script has run and the browser has
 * been told so, and the warm-up fills part of that wait. The answer's parsers are warmed later,
 * once the first request has left (start-background.ts): warmed here too, they would hold up a
 * search that woke the worker. Measured on the bench's at-once cold case (a search that wakes
 * the worker itself: the menu, the shortcut, the address bar) in bench/LOG.md, 2026-11-29.
 * What it costs a worker woken for anything else: that one task, once per start.
 */
export function warmMessageParsersSoon(schedule: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  schedule(() => void warmMessageParsers());
}
