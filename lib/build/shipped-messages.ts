/**
 * A `_locales/<lang>/messages.json` as the extension ships it: each message's text and
 * placeholders, without the `description`s (and placeholder `example`s) that are there for
 * translators. The browser never shows them, and across seven languages they are a third of
 * the package (the Chrome zip's budget, bench/size-budgets.ts).
 */
export function shippedMessages(source: string): string {
  const messages = JSON.parse(source) as Record<
    string,
    { message: string; placeholders?: Record<string, { content: string }> }
  >;
  const shipped: Record<string, unknown> = {};
  for (const [key, { message, placeholders }] of Object.entries(messages)) {
    shipped[key] = placeholders
      ? {
          message,
          placeholders: Object.fromEntries(
            Object.entries(placeholders).map(([name, { content }]) => [name, { content }]),
          ),
        }
      : { message };
  }
  return JSON.stringify(shipped);
}
