/**
 * Errors the extension's own code raised, as Firefox reports them on stdout (with the
 * devtools.console.stdout.* prefs): every uncaught exception and unhandled rejection in any of
 * its pages or its background page is a "JavaScript error: moz-extension://<uuid>/…" line.
 * Our code never logs to the console itself (the key must never reach a log, DESIGN §4), so
 * these lines are how a failure it did not handle shows.
 */
export function extensionErrors(output: readonly string[], addonUuid: string): string[] {
  const prefix = `JavaScript error: moz-extension://${addonUuid}/`;
  return output.filter((line) => line.startsWith(prefix));
}
