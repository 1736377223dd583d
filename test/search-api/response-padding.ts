import type { OrganicResult, SearchSuccessBody, TypedSuccessBody } from './types';

const FILLER_SNIPPET =
  'Filler text that makes this response deliberately large, to check that clients cap list ' +
  'sizes and string lengths before rendering and do not freeze on a multi-megabyte answer.';

/**
 * Serializes `body` with filler organic results appended until it is at least `targetBytes`
 * long (overshooting by less than one result). The result is still a valid SUCCESS body.
 */
export function padSuccessBody(body: SearchSuccessBody | TypedSuccessBody, targetBytes: number): string {
  const organic: unknown[] = [...body.organic];
  // +1 per filler for the comma that separates array items.
  let size = Buffer.byteLength(JSON.stringify(body), 'utf8');
  while (size < targetBytes) {
    const position = organic.length + 1;
    const filler: OrganicResult = {
      title: `Filler result ${position}`,
      link: `https://filler.example.com/results/${position}`,
      snippet: FILLER_SNIPPET,
      position,
      date: null,
    };
    organic.push(filler);
    size += Buffer.byteLength(JSON.stringify(filler), 'utf8') + 1;
  }
  return JSON.stringify({ ...body, organic });
}
