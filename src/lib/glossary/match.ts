/**
 * Finding glossary terms in running text: every listed form of every term in one language,
 * whole words only with Unicode-aware boundaries (JS `\b` ignores Cyrillic and Greek),
 * case-insensitive, the longest form winning where forms overlap (`έξοδος εκτός σειράς`
 * before `έξοδος`).
 */
import type { Lang } from '../corpus/languages.ts';
import type { GlossaryTerm } from './parse.ts';

/** A term found in text. */
export interface TermMatch {
  readonly id: string;
  readonly start: number;
  readonly end: number;
}

/** Finds terms of one language. Build once per language, use for every text node. */
export interface TermMatcher {
  /** Every match in `text`, left to right, not overlapping. */
  matches(text: string): TermMatch[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for `lang` over `terms`.
 * @example
 * termMatcher(terms, 'ru').matches('Защитник оспаривает претензию')
 * // [{ id: 'defender', start: 0, end: 8 }, { id: 'claim', start: 20, end: 29 }]
 */
export function termMatcher(terms: readonly GlossaryTerm[], lang: Lang): TermMatcher {
  const owner = new Map<string, string>();
  for (const t of terms) for (const f of t[lang].forms) owner.set(f.normalize('NFC').toLocaleLowerCase(lang), t.id);
  const forms = [...owner.keys()].sort((a, b) => b.length - a.length);
  if (!forms.length) return { matches: () => [] };
  // Whitespace inside a form matches any run of whitespace (soft line breaks in Markdown).
  const alternation = forms.map((f) => escape(f).replace(/\s+/g, '\\s+')).join('|');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, 'giu');
  return {
    matches(text: string): TermMatch[] {
      const out: TermMatch[] = [];
      for (const m of text.normalize('NFC').matchAll(re)) {
        const id = owner.get(m[0].replace(/\s+/g, ' ').toLocaleLowerCase(lang));
        if (id) out.push({ id, start: m.index, end: m.index + m[0].length });
      }
      return out;
    },
  };
}
