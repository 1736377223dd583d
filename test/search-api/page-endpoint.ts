import type { ServerResponse } from 'node:http';
import { LONG_READ_HTML, LONG_READ_PAGE_PATH } from './long-read';

/**
 * GET /pages/article.html: a plain web page at the API's origin, for the tests that need a page
 * the extension may script (the quick look's card and selection button): the e2e and Firefox
 * builds hold this origin's host permission, standing in for the activeTab grant of a real click.
 * Its words to select are in #chosen and #other.
 */
export const ARTICLE_PAGE_PATH = '/pages/article.html';

export const ARTICLE_PAGE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Article</title>
<style>body { font: 16px/1.5 serif; margin: 40px; } .box { height: 1600px; }</style></head>
<body><h1>Notes</h1><button id="focused">A button of the page</button>
<p id="para">Read about <span id="chosen">ada lovelace</span> and the <span id="other">analytical engine</span> today.</p>
<div class="box"><p id="far">Further down the page.</p></div></body></html>`;

/**
 * GET /pages/picture.html: a page showing one picture the API serves itself (#picture), for search
 * by image: on the API's own origin, it is the one image on loopback the extension may search.
 */
export const PICTURE_PAGE_PATH = '/pages/picture.html';
/** The picture's own address, relative to the API's origin; its matches are the Eiffel Tower's. */
export const PICTURE_PATH = '/thumbs/eiffel-tower-sunset-320x240.png';

const PICTURE_PAGE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Picture</title>
<style>body { margin: 40px; }</style></head>
<body><h1>A picture</h1><img id="picture" alt="The Eiffel Tower at sunset" width="320" height="240" src="${PICTURE_PATH}"></body></html>`;

/** The pages served under /pages/: the article above, the picture, and a long one (long-read.ts) as a real article page is. */
const PAGES: Readonly<Record<string, string>> = {
  [ARTICLE_PAGE_PATH]: ARTICLE_PAGE_HTML,
  [PICTURE_PAGE_PATH]: PICTURE_PAGE_HTML,
  [LONG_READ_PAGE_PATH]: LONG_READ_HTML,
};

/** Answers a page (GET and HEAD); 404 for any other path under /pages/. */
export function servePage(method: string | undefined, path: string, response: ServerResponse): void {
  const page = PAGES[path];
  if (page === undefined) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('No such page');
    return;
  }
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(method === 'HEAD' ? undefined : page);
}
