import * as z from 'zod/mini';
import { fail, type Result } from './search-error';
import { IMAGE_SEARCH_TYPE, type SearchRequest } from './search-options';
import type { SearchResponse } from './search-response';
import { readAnswer } from './read-answer';
import { answerListOf, searchTypeUnit, typeOfEcho } from './result-types';
import { anyObject } from '../text/tolerant';
import { t } from '../i18n/messages';
import { deferredSchema } from '../text/deferred-schema';

/**
 * A 2xx answer of either dialect, the envelope only (DESIGN §4 Responses): unknown fields are
 * kept for the readers and otherwise ignored, and everything inside is read by its own schema,
 * so a malformed item or block is dropped rather than failing the whole page. The live service
 * sends no `status` on success (the spec lists it as required): a present status keeps its
 * meaning, an absent one means SUCCESS. The echo is the spec's `query` or the live service's `q`.
 */
export const answerEnvelopeSchema = deferredSchema(() =>
  z.looseObject({
    status: z.optional(z.nullable(z.string())),
    searchParameters: z.optional(z.unknown()),
  }),
);

/** The status of a body that is not an answer, when it names one (`{"status":"UNAUTHORIZED"}`). */
const statusOnly = deferredSchema(() => z.object({ status: z.string() }));

/**
 * Parses a 2xx body into what the UIs render, for the search `request` asked for. The
 * answer is of the type its echo names (`searchParameters.type`: `search`, `news`, …) when
 * it names one we know, else of the type asked for; the parser reads that type's array
 * (`organic` and the web blocks for web search, `news`, `images`, … for the others). A body
 * that is not JSON, that is not an object listing that array (or at least echoing the
 * search), whose array is not an array, or whose status is present and not SUCCESS, is an
 * error of the matching kind.
 */
export function parseSearchResponse(
  bodyText: string,
  request: Pick<SearchRequest, 'query' | 'type'>,
): Result<SearchResponse> {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return fail('invalid-response', t('errNotJson'));
  }
  const envelope = answerEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    const status = statusOnly.safeParse(json);
    if (status.success && status.data.status !== 'SUCCESS') return statusError(status.data.status);
    return fail('invalid-response', t('errBadShape'));
  }
  const body = envelope.data;
  if (typeof body.status === 'string' && body.status !== 'SUCCESS') return statusError(body.status);
  const echoed = anyObject.safeParse(body.searchParameters);
  const echo = echoed.success ? echoed.data : undefined;
  // A search by image reads as one whatever its echo says (no answer of `/lens` is recorded).
  const type = request.type === IMAGE_SEARCH_TYPE ? request.type : (typeOfEcho(echo?.type) ?? request.type ?? 'web');
  const list = answerListOf(searchTypeUnit(type), body);
  if (list !== undefined && !Array.isArray(list)) return fail('invalid-response', t('errBadShape'));
  // A success names its results; with none listed, at least the echo of the search must be
  // there (the live service's way: no status), as it is for web search's `organic`.
  if (list === undefined && (!echo || typeof body.status === 'string')) {
    return fail('invalid-response', t('errBadShape'));
  }
  return {
    ok: true,
    value: readAnswer(body, { queries: [echo?.q, echo?.query], engine: echo?.engine }, request.query, type),
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
