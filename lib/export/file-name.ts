/** A download name from the query: `search-results-ada-lovelace.csv` (letters and digits, ≤ 60 characters). */
export function exportFileName(query: string, extension: 'md' | 'csv' | 'json'): string {
  const slug = query
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 60)
    .replace(/-+$/u, '');
  return `search-results${slug ? `-${slug}` : ''}.${extension}`;
}
