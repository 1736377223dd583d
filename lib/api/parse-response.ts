// zod/mini: the same parser as classic zod at a fraction of the background's bundle size.
import { z } from 'zod/mini';
import { fail, type Result } from './search-error';
import { LIMITS, type KnowledgeGraph, type OrganicResult, type SearchResponse } from './search-response';
import { cleanText } from '../text/clean-text';
import { t } from '../i18n/messages';

// Tolerant schemas (DESIGN §4): unknown fields are ignored (zod strips them),
// optional fields may be missing or null, and a malformed item is dropped
// rather than failing the whole page.
// zod 4 treats a missing key as invalid even for z.unknown(), hence the explicit optional().
const anything = z.optional(z.unknown());
const optionalString = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)),
  ),
);

const organicSchema = z.object({
  title: z.string().check(z.minLength(1)),
  link: z.string().check(z.minLength(1)),
  snippet: optionalString,
  position: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined)),
    ),
  ),
  date: optionalString,
});

const knowledgeGraphSchema = z.object({
  title: optionalString,
  imageUrl: optionalString,
  description: optionalString,
  descriptionSource: optionalString,
  descriptionLink: optionalString,
  attributes: anything,
});

const envelopeSchema = z.object({
  status: z.string(),
  searchParameters: z.nullish(z.looseObject({ query: z.optional(z.string()), engine: z.optional(z.string()) })),
  knowledgeGraph: anything,
  organic: z.array(z.unknown()),
  relatedSearches: anything,
  credits: anything,
});

function capped(value: string | undefined, max: number): string | undefined {
  return value === undefined ? undefined : cleanText(value, max);
}

function parseOrganic(items: unknown[]): { results: OrganicResult[]; dropped: number } {
  const results: OrganicResult[] = [];
  for (const item of items) {
    if (results.length >= LIMITS.results) break;
    const parsed = organicSchema.safeParse(item);
    if (!parsed.success) continue;
    const { title, link, snippet, position, date } = parsed.data;
    results.push({
      title: cleanText(title, LIMITS.title),
      link: link.trim().slice(0, LIMITS.url),
      ...(snippet !== undefined && { snippet: capped(snippet, LIMITS.snippet) }),
      position: position ?? results.length + 1,
      ...(date !== undefined && !Number.isNaN(Date.parse(date)) && { date }),
    });
  }
  return { results, dropped: items.length - results.length };
}

function parseAttributes(value: unknown): Array<[string, string]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const pairs: Array<[string, string]> = [];
  // Object.entries reads own enumerable keys only, so a JSON "__proto__" key is just a label.
  for (const [label, raw] of Object.entries(value)) {
    if (pairs.length >= LIMITS.attributes) break;
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const text = cleanText(String(raw), LIMITS.value);
    const name = cleanText(label, LIMITS.label);
    if (name !== '' && text !== '') pairs.push([name, text]);
  }
  return pairs;
}

function parseKnowledgeGraph(value: unknown): KnowledgeGraph | undefined {
  const parsed = knowledgeGraphSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const graph = parsed.data;
  const result: KnowledgeGraph = {
    title: capped(graph.title, LIMITS.title),
    imageUrl: graph.imageUrl?.trim().slice(0, LIMITS.url),
    description: capped(graph.description, LIMITS.description),
    descriptionSource: capped(graph.descriptionSource, LIMITS.label),
    descriptionLink: graph.descriptionLink?.trim().slice(0, LIMITS.url),
    attributes: parseAttributes(graph.attributes),
  };
  const hasContent = result.title || result.description || result.attributes.length > 0;
  return hasContent ? result : undefined;
}

function parseRelated(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const queries: string[] = [];
  for (const item of value) {
    if (queries.length >= LIMITS.related) break;
    const query = typeof item === 'object' && item !== null ? (item as { query?: unknown }).query : undefined;
    if (typeof query === 'string' && query.trim() !== '') queries.push(cleanText(query, LIMITS.title));
  }
  return queries;
}

/**
 * Parses a 2xx body into what the UIs render. A body that is not JSON, that breaks
 * the envelope, or whose status is not SUCCESS is an error of the matching kind.
 */
export function parseSearchResponse(bodyText: string, fallbackQuery: string): Result<SearchResponse> {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return fail('invalid-response', t('errNotJson'));
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    const status = typeof json === 'object' && json !== null ? (json as { status?: unknown }).status : undefined;
    if (typeof status === 'string' && status !== 'SUCCESS') return statusError(status);
    return fail('invalid-response', t('errBadShape'));
  }
  const body = envelope.data;
  if (body.status !== 'SUCCESS') return statusError(body.status);
  const { results, dropped } = parseOrganic(body.organic);
  const credits = body.credits;
  return {
    ok: true,
    value: {
      query: cleanText(body.searchParameters?.query ?? fallbackQuery, LIMITS.title * 10),
      ...(body.searchParameters?.engine !== undefined && {
        engine: cleanText(body.searchParameters.engine, LIMITS.label),
      }),
      knowledgeGraph: parseKnowledgeGraph(body.knowledgeGraph),
      organic: results,
      relatedSearches: parseRelated(body.relatedSearches),
      ...(typeof credits === 'number' && Number.isInteger(credits) && credits >= 0 && { credits }),
      droppedResults: dropped,
    },
  };
}

/** A non-SUCCESS status inside a 2xx reply (the spec does not say whether that happens). */
function statusError(status: string): Result<never> {
  switch (status) {
    case 'UNAUTHORIZED':
      return fail('unauthorized', t('errUnauthorized'));
    case 'INSUFFICIENT_CREDITS':
      return fail('insufficient-credits', t('errInsufficientCredits'));
    default:
      return fail('server', t('errStatus'));
  }
}
