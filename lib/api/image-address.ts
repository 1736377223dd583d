import { fail, type Result } from './search-error';
import type { ApiDialect } from './request-dialects';
import { IMAGE_SEARCH_TYPE, MAX_QUERY_LENGTH, type SearchRequest } from './search-options';
import { formatNumber } from '../i18n/format-number';
import { t } from '../i18n/messages';

/*
 * Which images can be searched by image (issue 41). The live service's `POST /lens` takes the
 * image's address and fetches the image itself, from the public web: an address it cannot reach
 * would be billed for nothing, and one on the person's own network would tell the service about
 * it. So these are refused before anything is sent, each with its reason: an image inside the
 * page (`data:`, `blob:`), a file (`file:`), the browser's own (`chrome:`, `about:`, any other
 * scheme but http and https), and an address on a private, local or loopback network — except an
 * image on the search service's own origin, which the service can reach (the local API's pictures).
 */

/** Host names that never resolve on the public web (RFC 6761, 6762, 8375 and common home names). */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.lan'];

/** IPv4 blocks no public host has: this network, private, shared, loopback, link-local, reserved. */
const PRIVATE_V4: ReadonlyArray<readonly [base: number, bits: number]> = [
  [0x00000000, 8], // 0.0.0.0/8
  [0x0a000000, 8], // 10.0.0.0/8
  [0x64400000, 10], // 100.64.0.0/10
  [0x7f000000, 8], // 127.0.0.0/8
  [0xa9fe0000, 16], // 169.254.0.0/16
  [0xac100000, 12], // 172.16.0.0/12
  [0xc0000000, 24], // 192.0.0.0/24
  [0xc0000200, 24], // 192.0.2.0/24 (documentation)
  [0xc0a80000, 16], // 192.168.0.0/16
  [0xc6120000, 15], // 198.18.0.0/15
  [0xc6336400, 24], // 198.51.100.0/24 (documentation)
  [0xcb007100, 24], // 203.0.113.0/24 (documentation)
  [0xe0000000, 3], // 224.0.0.0/3: multicast and reserved
];

/** An IPv4 address as the URL parser writes it (dotted decimal), as a number; undefined for a name. */
function ipv4Number(host: string): number | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/u.test(part) && Number(part) <= 255)) return undefined;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

function isPrivateV4(address: number): boolean {
  return PRIVATE_V4.some(
    ([base, bits]) => Math.floor(address / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
  );
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (`[::ffff:c0a8:1]`). */
function ipv6Groups(host: string): number[] | undefined {
  if (!host.startsWith('[') || !host.endsWith(']')) return undefined;
  const [head = '', tail] = host.slice(1, -1).split('::');
  const read = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = read(head);
  const back = tail === undefined ? [] : read(tail);
  const groups = [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : undefined;
}

function isPrivateV6(groups: readonly number[]): boolean {
  const [first = 0] = groups;
  const allZeroBefore = (index: number) => groups.slice(0, index).every((group) => group === 0);
  // The unspecified address and loopback (::, ::1).
  if (allZeroBefore(7) && (groups[7] ?? 0) <= 1) return true;
  // An IPv4 address mapped into IPv6 (::ffff:a.b.c.d) is judged as that address.
  if (allZeroBefore(5) && groups[5] === 0xffff) return isPrivateV4((groups[6] ?? 0) * 65_536 + (groups[7] ?? 0));
  // Unique local fc00::/7, link-local fe80::/10, multicast ff00::/8, documentation 2001:db8::/32.
  return (
    (first & 0xfe00) === 0xfc00 ||
    (first & 0xffc0) === 0xfe80 ||
    first >= 0xff00 ||
    (first === 0x2001 && groups[1] === 0x0db8)
  );
}

/** Whether a URL's host (as `URL.hostname` writes it) is on a private, local or loopback network. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/u, '');
  const v6 = ipv6Groups(host);
  if (v6) return isPrivateV6(v6);
  const v4 = ipv4Number(host);
  if (v4 !== undefined) return isPrivateV4(v4);
  // A name of one label (`printer`, `localhost`) is found on the local network only.
  return !host.includes('.') || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/**
 * The image's address when the service can search it, else why not — before any request.
 * `serviceOrigin`: the search service's own origin, whose pictures it can always reach.
 */
export function checkImageAddress(address: string, serviceOrigin?: string): Result<string> {
  const refuse = (message: string) => fail('invalid-request', message);
  const scheme = /^([a-z][a-z0-9+.-]*):/iu.exec(address.trim())?.[1]?.toLowerCase();
  if (scheme === 'data' || scheme === 'blob') return refuse(t('imageRefusedInPage', `${scheme}:`));
  if (scheme === 'file') return refuse(t('imageRefusedFile'));
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return refuse(t('imageRefusedNotWeb', scheme ? `${scheme}:` : address.slice(0, 40)));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse(t('imageRefusedNotWeb', url.protocol));
  if (url.username !== '' || url.password !== '') return refuse(t('imageRefusedCredentials'));
  if (url.href.length > MAX_QUERY_LENGTH) {
    return refuse(t('imageRefusedLong', formatNumber(url.href.length), formatNumber(MAX_QUERY_LENGTH)));
  }
  if (url.origin !== serviceOrigin && isPrivateHost(url.hostname))
    return refuse(t('imageRefusedPrivate', url.hostname));
  return { ok: true, value: url.href };
}

/** The origin of the service's address, if it reads as one. */
export function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/**
 * A request as it may leave: a search by image goes to the Serper-compatible service only (the
 * documented API has no image search) and only for an image that service can reach; any other
 * request passes as it is.
 */
export function checkImageSearch(
  request: Result<SearchRequest>,
  service: { dialect: ApiDialect; apiBaseUrl: string },
): Result<SearchRequest> {
  if (!request.ok || request.value.type !== IMAGE_SEARCH_TYPE) return request;
  if (service.dialect !== 'serper') return fail('invalid-request', t('imageSearchNeedsService'));
  const address = checkImageAddress(request.value.query, originOf(service.apiBaseUrl));
  return address.ok ? request : address;
}
