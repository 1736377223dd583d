import { asObject, readDate, readList, readPairs, readText, readUrl, type JsonObject } from './read-fields';
import { LIMITS, type AnswerBox, type KnowledgeGraph, type RelatedQuestion, type TopStory } from './search-response';

/** The engine's direct answer; absent unless it says something (an answer or a passage). */
export function parseAnswerBox(value: unknown): AnswerBox | undefined {
  const box = asObject(value);
  if (!box) return undefined;
  const answer = readText(box.answer, LIMITS.answer);
  // Some answers come only as highlighted fragments of the passage.
  const highlighted = Array.isArray(box.snippetHighlighted)
    ? box.snippetHighlighted.filter((part): part is string => typeof part === 'string').join(' ')
    : undefined;
  const snippet = readText(box.snippet, LIMITS.answer) ?? readText(highlighted, LIMITS.answer);
  if (!answer && !snippet) return undefined;
  const title = readText(box.title, LIMITS.title);
  const link = readUrl(box.link) ?? readUrl(box.sourceLink);
  const date = readDate(box.date);
  return {
    ...(title !== undefined && { title }),
    ...(answer !== undefined && { answer }),
    ...(snippet !== undefined && { snippet }),
    ...(link !== undefined && { link }),
    ...(date !== undefined && { date }),
  };
}

function readQuestion(item: JsonObject): RelatedQuestion | undefined {
  const question = readText(item.question, LIMITS.title);
  if (!question) return undefined;
  const snippet = readText(item.snippet, LIMITS.snippet);
  const title = readText(item.title, LIMITS.title);
  const link = readUrl(item.link);
  return {
    question,
    ...(snippet !== undefined && { snippet }),
    ...(title !== undefined && { title }),
    ...(link !== undefined && { link }),
  };
}

export function parsePeopleAlsoAsk(value: unknown): RelatedQuestion[] {
  return readList(value, LIMITS.questions, readQuestion);
}

function readStory(item: JsonObject): TopStory | undefined {
  const title = readText(item.title, LIMITS.title);
  const link = readUrl(item.link);
  if (!title || !link) return undefined;
  const source = readText(item.source, LIMITS.label);
  const date = readDate(item.date);
  return { title, link, ...(source !== undefined && { source }), ...(date !== undefined && { date }) };
}

export function parseTopStories(value: unknown): TopStory[] {
  return readList(value, LIMITS.stories, readStory);
}

export function parseRelatedSearches(value: unknown): string[] {
  return readList(value, LIMITS.related, (item) => readText(item.query, LIMITS.title));
}

/** The entity panel; absent when it names nothing and says nothing. */
export function parseKnowledgeGraph(value: unknown): KnowledgeGraph | undefined {
  const graph = asObject(value);
  if (!graph) return undefined;
  const result: KnowledgeGraph = {
    title: readText(graph.title, LIMITS.title),
    type: readText(graph.type, LIMITS.label),
    website: readUrl(graph.website),
    imageUrl: readUrl(graph.imageUrl),
    description: readText(graph.description, LIMITS.description),
    descriptionSource: readText(graph.descriptionSource, LIMITS.label),
    descriptionLink: readUrl(graph.descriptionLink),
    attributes: readPairs(graph.attributes, LIMITS.attributes),
  };
  const hasContent = result.title || result.description || result.attributes.length > 0;
  return hasContent ? result : undefined;
}
