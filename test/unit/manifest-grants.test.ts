import { describe, expect, it } from 'vitest';
import { manifestGrantsOrigin } from '../../lib/browser/manifest-grants';

const PATTERN = 'http://127.0.0.1:8787/*';

describe('manifestGrantsOrigin (the options page asks only for origins the manifest does not grant)', () => {
  it.each([
    ['an MV3 manifest listing it in host_permissions', { host_permissions: [PATTERN], permissions: ['storage'] }, true],
    ['an MV2 (Firefox) manifest listing it among permissions', { permissions: ['storage', PATTERN] }, true],
    [
      'a manifest granting the same host on another port',
      { permissions: ['storage', 'http://127.0.0.1:9999/*'] },
      false,
    ],
    ['a manifest that only makes it optional', { permissions: ['storage'], optional_permissions: [PATTERN] }, false],
    ['a manifest granting no host', { host_permissions: [], permissions: ['storage'] }, false],
    ['a manifest without either list', {}, false],
  ])('%s → %s', (_case, manifest, granted) => {
    expect(manifestGrantsOrigin(manifest, PATTERN)).toBe(granted);
  });
});
