/**
 * The messages the stylesheet shows (`content: '__MSG_css_…__'`, the page shell's words, see
 * lib/ui/page-shell.ts), by the message each is made from. The browser puts a message into
 * CSS as it is, so a translation holding `'`, `"`, `}`, `;`, `</style>` or a line break would
 * end the string and write rules of its own: the stylesheet reads these copies instead, every
 * character but a letter or digit written as a CSS escape, which no text can break out of.
 */
export const CSS_MESSAGES: Readonly<Record<string, string>> = {
  css_searchQueryLabel: 'searchQueryLabel',
  css_searchButton: 'searchButton',
  css_searchTypeLabel: 'searchTypeLabel',
  css_searchType_web: 'searchType_web',
  css_searchType_news: 'searchType_news',
  css_searchType_images: 'searchType_images',
  css_searchType_videos: 'searchType_videos',
  css_searchType_places: 'searchType_places',
  css_searchType_shopping: 'searchType_shopping',
  css_searchType_scholar: 'searchType_scholar',
  css_searchType_patents: 'searchType_patents',
  css_searchOptionsLabel: 'searchOptionsLabel',
  css_searchOptionsDefault: 'searchOptionsDefault',
  css_historyLabel: 'historyLabel',
};

/**
 * Text as the inside of a CSS string: ASCII letters and digits as they are, every other
 * character as `\<hex> ` (the space ends the escape and is not shown). Nothing else remains:
 * no quote, backslash pair, brace, semicolon, angle bracket or line break.
 */
export function cssStringText(text: string): string {
  return Array.from(text, (char) =>
    /^[A-Za-z0-9]$/u.test(char) ? char : `\\${(char.codePointAt(0) ?? 0).toString(16)} `,
  ).join('');
}

/**
 * A `_locales/<lang>/messages.json` as the extension ships it: each message's text and
 * placeholders, without the `description`s (and placeholder `example`s) that are there for
 * translators. The browser never shows them, and across seven languages they are a third of
 * the package (the Chrome zip's budget, bench/size-budgets.ts). The stylesheet's copies of
 * its messages are added, escaped (CSS_MESSAGES).
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
  for (const [cssName, name] of Object.entries(CSS_MESSAGES)) {
    const message = messages[name]?.message;
    if (message !== undefined) shipped[cssName] = { message: cssStringText(message) };
  }
  return JSON.stringify(shipped);
}
