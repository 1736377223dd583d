import * as z from 'zod/mini';
import { compact, lenient, listOf, withoutUndefined } from '../text/tolerant';
import { date, pairs, requiredText, requiredUrl, text, url } from './field-schemas';
import { LIMITS } from './limits';
import { deferredSchema } from '../text/deferred-schema';

/*
 * What a web search shows beside its results, one schema per block: each reads on its own,
 * and a block that does not read (or says nothing) is left out rather than failing the page.
 */

const answerText = deferredSchema(() => text(LIMITS.answer));

/** The engine's direct answer to the query, shown above the results; absent unless it says something. */
export const answerBoxSchema = deferredSchema(() =>
  lenient(
    z.pipe(
      z.object({
        title: text(LIMITS.title),
        /** The short answer ("1,089 ft"), when there is one. */
        answer: answerText,
        /** A passage that answers the question, when there is no short answer (or beside it). */
        snippet: answerText,
        // Some answers come only as highlighted fragments of the passage.
        snippetHighlighted: lenient(z.array(z.unknown())),
        link: url,
        sourceLink: url,
        date,
      }),
      z.transform(({ snippetHighlighted, sourceLink, ...box }) => {
        const highlighted = snippetHighlighted?.filter((part): part is string => typeof part === 'string').join(' ');
        const snippet = box.snippet ?? answerText.parse(highlighted);
        if (!box.answer && !snippet) return undefined;
        return withoutUndefined({
          title: box.title,
          answer: box.answer,
          snippet,
          link: box.link ?? sourceLink,
          date: box.date,
        });
      }),
    ),
  ),
);
export type AnswerBox = NonNullable<z.output<typeof answerBoxSchema>>;

/** One "People also ask" question, with the passage that answers it and where it is from. */
export const relatedQuestionSchema = deferredSchema(() =>
  compact(
    z.object({
      question: requiredText(LIMITS.title),
      snippet: text(LIMITS.snippet),
      title: text(LIMITS.title),
      link: url,
    }),
  ),
);
export type RelatedQuestion = z.output<typeof relatedQuestionSchema>;

/** A news article the engine shows for the query. */
export const topStorySchema = deferredSchema(() =>
  compact(z.object({ title: requiredText(LIMITS.title), link: requiredUrl, source: text(LIMITS.label), date })),
);
export type TopStory = z.output<typeof topStorySchema>;

/** A related search: the query itself. */
const relatedSearchSchema = deferredSchema(() =>
  z.pipe(
    z.object({ query: requiredText(LIMITS.title) }),
    z.transform(({ query }) => query),
  ),
);

/** The entity panel; absent when it names nothing and says nothing. */
export const knowledgeGraphSchema = deferredSchema(() =>
  lenient(
    z.pipe(
      z.object({
        title: text(LIMITS.title),
        /** What the entity is ("Technology company"). */
        type: text(LIMITS.label),
        website: url,
        imageUrl: url,
        description: text(LIMITS.description),
        descriptionSource: text(LIMITS.label),
        descriptionLink: url,
        /** Ordered pairs rather than an object, so no key (`__proto__`…) is special. */
        attributes: pairs(LIMITS.attributes),
      }),
      z.transform((graph) => (graph.title || graph.description || graph.attributes.length > 0 ? graph : undefined)),
    ),
  ),
);
export type KnowledgeGraph = NonNullable<z.output<typeof knowledgeGraphSchema>>;

/** The blocks of a web search's answer, each read on its own. */
export const webBlocksSchema = deferredSchema(() =>
  z.pipe(
    z.object({
      knowledgeGraph: knowledgeGraphSchema,
      answerBox: answerBoxSchema,
      peopleAlsoAsk: listOf(relatedQuestionSchema, LIMITS.questions),
      topStories: listOf(topStorySchema, LIMITS.stories),
      relatedSearches: listOf(relatedSearchSchema, LIMITS.related),
    }),
    z.transform(({ knowledgeGraph, answerBox, peopleAlsoAsk, topStories, relatedSearches }) => ({
      knowledgeGraph,
      ...(answerBox !== undefined && { answerBox }),
      ...(peopleAlsoAsk.length > 0 && { peopleAlsoAsk }),
      ...(topStories.length > 0 && { topStories }),
      relatedSearches,
    })),
  ),
);
export type WebBlocks = z.output<typeof webBlocksSchema>;
