/** The fields of a manifest that can grant host access at install. */
export interface ManifestPermissions {
  host_permissions?: unknown;
  permissions?: unknown;
}

/**
 * Whether the extension's own manifest grants this origin pattern at install. Manifest V3 lists
 * origins in `host_permissions`; Manifest V2 (our Firefox build) lists them among `permissions`.
 * Read synchronously from runtime.getManifest(), so the options page knows before its first await
 * whether it must ask (permissions.request needs the Save click's user gesture) — and does not ask
 * for what it has: Firefox refuses a request for an origin that `optional_permissions` does not name,
 * even one already granted.
 */
export function manifestGrantsOrigin(manifest: ManifestPermissions, pattern: string): boolean {
  return [manifest.host_permissions, manifest.permissions].some(
    (list) => Array.isArray(list) && list.includes(pattern),
  );
}
