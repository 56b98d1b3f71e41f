/**
 * Which writing system a text is in: the share of its letters in the script its language is
 * written in. An "English" segment that is mostly Cyrillic is a translation left untranslated
 * (or pasted in the wrong file).
 */
import type { Lang } from './languages.ts';

/** The script each language is written in. */
export const SCRIPT_OF: Readonly<Record<Lang, 'Latin' | 'Cyrillic' | 'Greek'>> = { en: 'Latin', pl: 'Latin', ru: 'Cyrillic', el: 'Greek' };

const PATTERN = { Latin: /\p{Script=Latin}/u, Cyrillic: /\p{Script=Cyrillic}/u, Greek: /\p{Script=Greek}/u } as const;

/**
 * Letters of `text` and how many of them are in the script of `lang`.
 * @example
 * scriptShare('Ο Ν παίζει', 'en') // { letters: 9, inScript: 0 }
 */
export function scriptShare(text: string, lang: Lang): { letters: number; inScript: number } {
  const re = PATTERN[SCRIPT_OF[lang]];
  let letters = 0;
  let inScript = 0;
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    letters += 1;
    if (re.test(ch)) inScript += 1;
  }
  return { letters, inScript };
}
