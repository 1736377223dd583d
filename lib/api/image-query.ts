import { IMAGE_SEARCH_TYPE, type SearchRequest } from './search-options';
import { t } from '../i18n/messages';
import { cleanText } from '../text/clean-text';

/** The longest image name shown (a file name can be any length). */
const MAX_NAME = 60;

/**
 * What a person reads for an image searched by image (its address is the request's query): its
 * file name where the address ends in one ("Ada_Lovelace.jpg"), else the host it is on.
 */
export function imageName(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return cleanText(address, MAX_NAME);
  }
  const last = url.pathname.split('/').at(-1) ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape: the name as written.
  }
  // Escapes may hide control and direction characters: the name is cleaned like any text shown.
  const file = cleanText(name, 1_000);
  return /\.[a-z0-9]{2,5}$/iu.test(file) ? cleanText(file, MAX_NAME) : url.hostname.replace(/^www\./u, '');
}

/**
 * A search's query as the history, the progress line and the exports name it: the query itself,
 * or "image: <file name or host>" for a search by image (issue 41).
 */
export function queryLabel(request: Pick<SearchRequest, 'query' | 'type'>): string {
  return request.type === IMAGE_SEARCH_TYPE ? t('imageQueryLabel', imageName(request.query)) : request.query;
}
