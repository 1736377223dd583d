import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTlsMaterial } from '../search-api/tls-listener';

/*
 * The network the test browsers (and the bench's) see. Their pictures come from the local
 * API, and no outside host is ever waited on: on a machine whose DNS is slow or filtered, a
 * picture of an outside host would otherwise take seconds to fail, and what a test measured
 * would be that network rather than the extension (issue 28).
 */

/** Every outside name fails at once (loopback still resolves): nothing waits on a DNS server. */
export const OUTSIDE_NAMES_FAIL_AT_ONCE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** Trust the local API's test certificate (tls/), so the pictures it serves over https load. */
export function trustLocalPicturesFlag(): string {
  return `--ignore-certificate-errors-spki-list=${loadTlsMaterial().spkiFingerprint}`;
}

/**
 * Points a new profile's DNS at a DNS-over-HTTPS resolver (Chromium's secure DNS setting, in
 * the profile's Local State, before the browser first starts): with the local API's
 * `/dns-query`, which answers every name "not found" after its delay, every outside name takes
 * that long to fail — a slow or filtering network, made on loopback. Use without
 * OUTSIDE_NAMES_FAIL_AT_ONCE (which would fail the names before they are asked) and with
 * trustLocalPicturesFlag() (the resolver speaks https with the test certificate).
 */
export function useSlowNameResolver(userDataDir: string, dnsOverHttpsUrl: string): void {
  const localState = { dns_over_https: { mode: 'secure', templates: `${dnsOverHttpsUrl}{?dns}` } };
  writeFileSync(join(userDataDir, 'Local State'), JSON.stringify(localState));
}
