/** 64-bit FNV-1a of a string: stable, well-spread ids for items that need one. */
function fnv1a64(text: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash;
}

/** A decimal id like the live service's `cid` and `productId` ("13046004590297227899"). */
export function numericId(text: string): string {
  return fnv1a64(text).toString();
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A short URL-safe token like Google's `tbnid` ("iu_QQ3Z8fGxRvM"). */
export function token(text: string, length = 14): string {
  let value = fnv1a64(text);
  let out = '';
  for (let i = 0; i < length; i += 1) {
    out += URL_SAFE[Number(value % 64n)];
    value = value / 64n || fnv1a64(`${text}:${i}`);
  }
  return out;
}

/** Lower-case ASCII words joined by hyphens, for file names: "Café des Deux Ponts" → "cafe-des-deux-ponts". */
export function slugify(text: string, maxLength = 60): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
  return slug.slice(0, maxLength).replace(/-+$/u, '') || 'item';
}
