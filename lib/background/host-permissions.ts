import type { WorkerBrowser } from '../browser/optional-apis';

/** permissions.contains, remembered per origin pattern until a permission is added or removed. */
export function hostPermissionCache(
  permissionsApi: WorkerBrowser['permissions'],
): (pattern: string) => Promise<boolean> {
  const permissions = new Map<string, Promise<boolean>>();
  permissionsApi.onAdded.addListener(() => permissions.clear());
  permissionsApi.onRemoved.addListener(() => permissions.clear());
  return (pattern: string) => {
    let known = permissions.get(pattern);
    if (!known) {
      known = permissionsApi.contains({ origins: [pattern] });
      permissions.set(pattern, known);
      known.catch(() => permissions.delete(pattern));
    }
    return known;
  };
}
