/**
 * Which second language a parallel page shows beside the original: the server's default pair,
 * and the URL state and remembered choice that may override it. `?with=` (shareable) wins,
 * then the reader's remembered choice, else the default stays — but only a language the page
 * has a text in: a choice made on one page never opens another on a column of "Not yet
 * translated". Anything else in the URL or in storage is ignored, never trusted.
 */
import { isLang, LANGS, type Lang } from './languages.ts';

/**
 * The default second language: the reader's language, or English when the reader's language is
 * the original's; a language the page has no text in is skipped (then the next with a text).
 * @example
 * defaultPair('el', 'ru', ['el', 'en', 'ru', 'pl']) // 'ru'
 * defaultPair('el', 'el', ['el', 'en', 'ru', 'pl']) // 'en'
 */
export function defaultPair(original: Lang, reader: Lang, available: readonly string[]): Lang {
  const preferred = [reader, 'en' as Lang, ...LANGS].filter((l, i, a) => l !== original && a.indexOf(l) === i);
  return preferred.find((l) => available.includes(l)) ?? preferred[0] ?? 'en';
}

/**
 * The second language to show, or null to keep the server's default pair. `available` lists the
 * languages the page has a text in (the original among them).
 * @example
 * choosePair('ru', ['ru', 'en', 'pl'], new URLSearchParams('?with=pl').get('with'), 'en') // 'pl'
 * choosePair('ru', ['ru', 'en', 'pl'], 'ru', null) // null (the original is not a second language)
 * choosePair('ru', ['ru', 'en'], null, 'el') // null (no Greek text here: the default pair stays)
 */
export function choosePair(original: string | undefined, available: readonly string[], fromUrl: string | null, stored: string | null): Lang | null {
  const valid = (l: string | null): l is Lang => isLang(l) && l !== original && available.includes(l);
  return valid(fromUrl) ? fromUrl : valid(stored) ? stored : null;
}
