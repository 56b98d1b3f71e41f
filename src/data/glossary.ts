/**
 * The glossary as the pages need it: terms read once, sorted and grouped by first letter in
 * an interface language.
 */
import type { Lang } from '../lib/corpus/languages.ts';
import { parseGlossary, type GlossaryTerm } from '../lib/glossary/parse.ts';
import { readGlossaryFiles } from '../content-io/glossary-files.ts';

let cache: GlossaryTerm[] | null = null;
/** Every glossary term (the content check has already rejected invalid files). */
export function glossaryTerms(): GlossaryTerm[] {
  cache ??= parseGlossary(readGlossaryFiles()).terms;
  return cache;
}

/** The letter a term is filed under: its first letter, upper case, without accents. */
export function letterOf(term: string, lang: Lang): string {
  return (term.normalize('NFD').replace(/\p{M}/gu, '')[0] ?? '').toLocaleUpperCase(lang);
}

/** Terms in alphabetical order of `lang`, grouped by first letter. */
export function glossaryByLetter(lang: Lang): { letter: string; terms: GlossaryTerm[] }[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const sorted = [...glossaryTerms()].sort((a, b) => collator.compare(a[lang].term, b[lang].term));
  const groups: { letter: string; terms: GlossaryTerm[] }[] = [];
  for (const t of sorted) {
    const letter = letterOf(t[lang].term, lang);
    const last = groups[groups.length - 1];
    if (last?.letter === letter) last.terms.push(t);
    else groups.push({ letter, terms: [t] });
  }
  return groups;
}
