/**
 * Terminology: a translation uses the glossary's word for every Law term its original uses.
 * The original's terms are found with the glossary matcher (listed forms, longest first,
 * negative contexts respected); for each, the translation must contain one of the term's
 * forms in its own language (outside that term's negative contexts). Forms are listed, not
 * stemmed: a faithful translation flagged for an inflected form the glossary lacks is fixed by
 * adding the form to content/glossary/<id>.yaml.
 */
import type { Lang } from '../base/languages.ts';
import { termMatcher, type TermMatcher } from '../glossary/match.ts';
import type { GlossaryTerm } from '../glossary/parse.ts';

/** The glossary, ready to match in every language (build once per check). */
export interface TermIndex {
  readonly terms: readonly GlossaryTerm[];
  matcher(lang: Lang): TermMatcher;
  /** A matcher of the words to avoid (`avoid:`) in `lang`, each found as the id of the term it must not stand for. */
  avoided(lang: Lang): TermMatcher;
}

/**
 * An index over `terms`; matchers are built on first use per language.
 * @example
 * termIndex(parseGlossary(files).terms).matcher('pl').has('karta przygwożdżona', 'penalty-card') // true
 */
export function termIndex(terms: readonly GlossaryTerm[]): TermIndex {
  const matchers = new Map<Lang, TermMatcher>();
  const avoiders = new Map<Lang, TermMatcher>();
  return {
    terms,
    avoided(lang: Lang): TermMatcher {
      let m = avoiders.get(lang);
      if (!m) {
        // The avoided words as the only forms of their term: matched with the same folding
        // (case, Greek accents, ё = е) and word boundaries as the terms themselves.
        const words = terms
          .filter((t) => t[lang].avoid?.length)
          .map((t) => ({ ...t, [lang]: { term: t[lang].term, definition: t[lang].definition, forms: t[lang].avoid ?? [] } }));
        avoiders.set(lang, (m = termMatcher(words, lang)));
      }
      return m;
    },
    matcher(lang: Lang): TermMatcher {
      let m = matchers.get(lang);
      if (!m) matchers.set(lang, (m = termMatcher(terms, lang)));
      return m;
    },
  };
}

/** A term of the original that the translation does not carry. */
export interface MissingTerm {
  /** Glossary id. */
  readonly id: string;
  /** The original's word, as it stands (first occurrence). */
  readonly word: string;
  /** The term's headword in the translation's language. */
  readonly term: string;
  /** The forms the translation could have used. */
  readonly expected: readonly string[];
  /** The term's glossary file, relative to the content folder (`glossary/<id>.yaml`). */
  readonly file: string;
}

/**
 * The terms of `original` (in `from`) that `translation` (in `to`) lacks, in order of first
 * occurrence in the original.
 * @example
 * missingTerms(index, 'karta przygwożdżona', 'pl', 'штрафная карта', 'ru') // [] (penalty card both sides)
 */
export function missingTerms(index: TermIndex, original: string, from: Lang, translation: string, to: Lang): MissingTerm[] {
  const source = index.matcher(from);
  const target = index.matcher(to);
  const seen = new Set<string>();
  const out: MissingTerm[] = [];
  for (const m of source.matches(original)) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    if (target.has(translation, m.id)) continue;
    const t = index.terms.find((x) => x.id === m.id);
    out.push({
      id: m.id,
      word: original.normalize('NFC').slice(m.start, m.end).replace(/\s+/g, ' '),
      term: t?.[to].term ?? m.id,
      expected: target.formsOf(m.id),
      file: t?.file ?? `glossary/${m.id}.yaml`,
    });
  }
  return out;
}

/** A word of a text that the glossary says to avoid in its language. */
export interface AvoidedWord {
  /** The term the word must not stand for. */
  readonly id: string;
  /** The word as it stands in the text. */
  readonly word: string;
  /** The term's headword in the language. */
  readonly term: string;
  readonly file: string;
}

/**
 * Every word of `text` (in `lang`) that the glossary lists under `avoid:` for some term, as it
 * stands, in order: whole words, case-insensitive, Greek without accents, ё = е.
 * @example
 * avoidedWords(index, 'Ренонс закреплён', 'ru') // [{ id: 'revoke', word: 'Ренонс', term: 'фальшренонс', … }] if ru.avoid lists «ренонс»
 */
export function avoidedWords(index: TermIndex, text: string, lang: Lang): AvoidedWord[] {
  const nfc = text.normalize('NFC');
  return index
    .avoided(lang)
    .matches(nfc)
    .map((m) => {
      const t = index.terms.find((x) => x.id === m.id);
      return { id: m.id, word: nfc.slice(m.start, m.end).replace(/\s+/g, ' '), term: t?.[lang].term ?? m.id, file: t?.file ?? `glossary/${m.id}.yaml` };
    });
}
