/**
 * The reader's language from the browser's preferences (`navigator.languages`): what the root
 * page and the 404 page choose when the address does not say.
 */
import { isLang, type Lang } from '../base/languages.ts';

/**
 * The first of the browser's languages the site has (by its primary subtag: `pl-PL` is `pl`), or
 * null when it has none of them.
 * @example
 * browserLang(['de-DE', 'el-GR', 'en']) // 'el'
 * browserLang(['de-DE', 'fr']) // null
 */
export function browserLang(preferred: readonly string[]): Lang | null {
  for (const p of preferred) {
    const base = p.toLowerCase().split('-')[0] ?? '';
    if (isLang(base)) return base;
  }
  return null;
}
