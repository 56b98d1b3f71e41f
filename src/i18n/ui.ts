/**
 * Interface strings: flat dotted keys per language, English the reference set.
 * `t(lang, key, vars)` fills placeholders with `src/lib/text/fill.ts` (plurals, seat cases).
 */
import type { Lang } from '../lib/corpus/languages.ts';
import { fill, type FillValue } from '../lib/text/fill.ts';
import { el } from './el.ts';
import { en, type UiKey } from './en.ts';
import { pl } from './pl.ts';
import { ru } from './ru.ts';

export type { UiKey };
export const STRINGS: Record<Lang, Record<UiKey, string>> = { en, ru, pl, el };

/**
 * The string for `key` in `lang`, placeholders filled.
 * @example
 * t('el', 'law.heading', { n: 45 }) // 'Νόμος 45'
 */
export function t(lang: Lang, key: UiKey, vars: Readonly<Record<string, FillValue>> = {}): string {
  return fill(STRINGS[lang][key], lang, vars);
}

/** The interface strings the search island needs (`search.*`, and `segment.*` for its hits' labels), for its data attribute. */
export function searchStrings(lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(STRINGS[lang]).filter(([k]) => k.startsWith('search.') || k.startsWith('segment.')));
}
