/**
 * Google Scholar names a paper two ways: the id the service sends ("yxbEyzVD4yYJ", the page's
 * `data-cid`) and the cluster number its "Cited by" link takes (`scholar?cites=…`). The id is the
 * number itself — 8 bytes, little-endian, then a byte 9 — in URL-safe base64: every published pair
 * of the two agrees (SerpApi answers carry both: `dyZ4bDycdLQJ` is 13003189807457248887,
 * `61OUs-3P374J` is 13753940406839825387; test/unit/study-types-readers.test.ts).
 */
export function clusterOf(id: string | undefined): string | undefined {
  if (!id || !/^[A-Za-z0-9_-]{12}$/u.test(id)) return undefined;
  const bytes = atob(id.replaceAll('-', '+').replaceAll('_', '/'));
  if (bytes.length !== 9 || bytes.charCodeAt(8) !== 9) return undefined;
  let cluster = 0n;
  for (let index = 7; index >= 0; index -= 1) cluster = (cluster << 8n) | BigInt(bytes.charCodeAt(index));
  return cluster.toString();
}

/** The works citing a paper, as Google Scholar lists them; undefined when its id does not read. */
export function citedByLink(id: string | undefined): string | undefined {
  const cluster = clusterOf(id);
  return cluster === undefined ? undefined : `https://scholar.google.com/scholar?cites=${cluster}`;
}
