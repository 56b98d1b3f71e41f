/**
 * The URL state of a parallel page: which second language to show beside the original.
 * `?with=` (shareable) wins, then the reader's remembered choice, else the server's default
 * stays. Anything else in the URL or in storage is ignored, never trusted.
 */
import { isLang, type Lang } from './languages.ts';

/**
 * The second language to show, or null to keep the server's default.
 * @example
 * choosePair('ru', new URLSearchParams('?with=pl').get('with'), 'en') // 'pl'
 * choosePair('ru', 'ru', null) // null (the original is not a second language)
 */
export function choosePair(original: string | undefined, fromUrl: string | null, stored: string | null): Lang | null {
  const valid = (l: string | null): l is Lang => isLang(l) && l !== original;
  return valid(fromUrl) ? fromUrl : valid(stored) ? stored : null;
}
