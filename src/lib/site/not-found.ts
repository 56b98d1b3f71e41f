/**
 * The 404 page is one file served for every missing address: what it can tell from that
 * address — the reader's language (from the path prefix, else the browser's preferences) and a
 * word to search for.
 */
import { isLang, type Lang } from '../base/languages.ts';
import { browserLang } from './browser-lang.ts';

/**
 * The language to show the 404 page in: the address's `/{lang}/` prefix, else the first of the
 * browser's languages the site has, else null (all four stay shown).
 * @example
 * notFoundLang('/ru/laws/999/', ['en-GB']) // 'ru'
 * notFoundLang('/nowhere', ['pl-PL', 'en']) // 'pl'
 * notFoundLang('/nowhere', ['de']) // null
 */
export function notFoundLang(pathname: string, preferred: readonly string[] = []): Lang | null {
  const first = pathname.split('/')[1] ?? '';
  return isLang(first) ? first : browserLang(preferred);
}

/**
 * A search query from a missing address: its last path segment, decoded, with `-`, `_` and `+`
 * read as spaces; null when there is none (the home of a language, a file name, an address that
 * does not decode) or it is implausibly long.
 * @example
 * searchHint('/en/laws/45C/') // '45C'
 * searchHint('/el/cases/some-collection/played-card/') // 'played card'
 * searchHint('/ru/') // null
 */
export function searchHint(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const last = parts.at(-1);
  if (last === undefined || (parts.length === 1 && isLang(last))) return null;
  let word: string;
  try {
    word = decodeURIComponent(last);
  } catch {
    return null;
  }
  word = word
    .replace(/\.html?$/iu, '')
    .replace(/[-_+]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (word === '' || word === 'index' || word.length > 60 || /[\p{C}]/u.test(word)) return null;
  return word.normalize('NFC');
}
