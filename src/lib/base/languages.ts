/** The four languages of the site and of the corpus. */
export const LANGS = ['en', 'ru', 'pl', 'el'] as const;
/** A language code. */
export type Lang = (typeof LANGS)[number];

/**
 * Whether a string is one of the four language codes.
 * @example
 * isLang('el') // true
 */
export function isLang(s: unknown): s is Lang {
  return typeof s === 'string' && (LANGS as readonly string[]).includes(s);
}

/** Each language's name in itself (for switchers, where a reader looks for their own). */
export const ENDONYMS: Record<Lang, string> = { en: 'English', ru: 'Русский', pl: 'Polski', el: 'Ελληνικά' };
