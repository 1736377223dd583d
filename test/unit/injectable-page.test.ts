import { describe, expect, it } from 'vitest';
import { canShowCard } from '../../lib/browser/injectable-page';

describe('where the quick-look card may go', () => {
  it.each([
    ['a web page', 'https://en.wikipedia.org/wiki/Ada_Lovelace'],
    ['a plain-http page', 'http://127.0.0.1:8840/article.html'],
    ['a page with a fragment', 'https://example.org/a#b'],
    ['an address the browser withheld (tried, then handled)', undefined],
  ])('in %s', (_case, url) => {
    expect(canShowCard({ url })).toBe(true);
  });

  it.each([
    ['a browser page', 'chrome://settings/'],
    ['Edge’s pages', 'edge://extensions/'],
    ['about:blank', 'about:blank'],
    ['Firefox’s pages', 'about:preferences'],
    ['an extension’s page', 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/options.html'],
    ['a Firefox extension’s page', 'moz-extension://0b0a7c2e-0000-4000-8000-000000000000/popup.html'],
    ['the PDF viewer’s frame', 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html'],
    ['a PDF', 'https://example.org/paper.PDF'],
    ['view-source:', 'view-source:https://example.org/'],
    ['a data: document', 'data:text/html,<p>hi</p>'],
    ['a blob: document', 'blob:https://example.org/0b0a7c2e'],
    ['the Chrome Web Store', 'https://chromewebstore.google.com/detail/x/abc'],
    ['the old Chrome Web Store', 'https://chrome.google.com/webstore/detail/abc'],
    ['Edge Add-ons', 'https://microsoftedge.microsoft.com/addons/detail/abc'],
    ['Firefox Add-ons', 'https://addons.mozilla.org/en-US/firefox/addon/x/'],
    ['something that is not an address', 'not a url'],
  ])('not in %s', (_case, url) => {
    expect(canShowCard({ url })).toBe(false);
  });

  it('goes into a file only where the person allowed file access, and never a PDF file', () => {
    expect(canShowCard({ url: 'file:///home/ada/notes.html' })).toBe(false);
    expect(canShowCard({ url: 'file:///home/ada/notes.html', fileAccess: true })).toBe(true);
    expect(canShowCard({ url: 'file:///home/ada/paper.pdf', fileAccess: true })).toBe(false);
  });

  it('never goes into a private window’s page', () => {
    expect(canShowCard({ url: 'https://example.org/', incognito: true })).toBe(false);
  });

  it('keeps the Chrome Web Store’s other Google pages open to it', () => {
    expect(canShowCard({ url: 'https://chrome.google.com/intl/en/chrome/' })).toBe(true);
  });
});
