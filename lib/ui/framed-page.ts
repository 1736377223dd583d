/**
 * The extension's pages other than the quick-look card refuse to be framed (issue 38, item 4).
 * None is web-accessible, so no web page can frame one, and no page of the extension does; a
 * page that finds itself in a frame all the same empties itself and starts nothing — no search,
 * no message to the worker, nothing of the person's data on screen.
 */
export function refusedInAFrame(win: Window = window): boolean {
  if (win.top === win) return false;
  win.document.documentElement.replaceChildren();
  return true;
}
