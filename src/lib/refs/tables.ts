/**
 * Per-language data for the reference grammar: the words before a number, section and item
 * letters in each script, list and range words, and how each language writes a reference.
 * Adding a word form is a data change here, never a code change (Sefaria linker style).
 * Every form listed occurs in content/sources/ unless its comment says otherwise.
 */
import type { Lang, SectionLetter } from './types.ts';

/** How a language is read (find) and written (format). */
export interface LanguageTable {
  /** Words followed by whitespace and a law designator; matched in any case, with or without accents. */
  readonly lawWords: readonly string[];
  /** Case-sensitive abbreviations right before a law designator; `space` says whether one space may follow. */
  readonly lawAbbreviations: readonly { readonly text: string; readonly space: boolean }[];
  /** Words before a paragraph number of the document being read (`п. 69.5`). */
  readonly paraWords: readonly string[];
  /** Words before a section of the law being read, by letter or number (`punkt B1`, `punktu 2c`). */
  readonly relativeWords: readonly string[];
  /** Words before a section of the law being read by letter only (`Section D`, not `section 16`). */
  readonly relativeLetterWords: readonly string[];
  /**
   * Words (articles, "see") after which a designator with a section letter is a law reference
   * without any law word (`ο 45Γ4α`, `στον 54Δ`, `see 47D`).
   */
  readonly bareLeads: readonly string[];
  /** Whether `(` also introduces a bare designator (`(45Γ4β)`); not in English, where `(4H)` is a bid. */
  readonly bareAfterParenthesis: boolean;
  /** Upper-case section letters of this language's texts → canonical letter. */
  readonly sectionLetters: Readonly<Record<string, SectionLetter>>;
  /** Lower-case item letters of this language's texts (besides Latin a–z) → canonical letter. */
  readonly itemLetters: Readonly<Record<string, string>>;
  /** Words joining a list (`69, 70 и 71`); `,` and `&` always do. */
  readonly listWords: readonly string[];
  /** Words joining a range (`45 to 47`); `-`, `–`, `—`, `...`, `…` always do. */
  readonly rangeWords: readonly string[];
  /** How `formatRef` writes a reference in this language. */
  readonly write: {
    readonly lawWord: string;
    readonly paraWord: string;
    readonly sectionLetters: Readonly<Record<SectionLetter, string>>;
    /** `paren`: `45C4(a)`; `attached`: first item written without parentheses (`45Γ4α`). */
    readonly items: 'paren' | 'attached';
    readonly itemLetters: Readonly<Record<string, string>>;
  };
}

const LATIN: Readonly<Record<SectionLetter, SectionLetter>> = { A: 'A', B: 'B', C: 'C', D: 'D', E: 'E', F: 'F', G: 'G', H: 'H' };

// Greek ordinal letters: Α Β Γ Δ Ε ΣΤ Ζ Η are 1st…8th; ΣΤ (stigma written as two letters) is F.
const GREEK_SECTIONS: Readonly<Record<string, SectionLetter>> = { Α: 'A', Β: 'B', Γ: 'C', Δ: 'D', Ε: 'E', ΣΤ: 'F', Ζ: 'G', Η: 'H' };
const GREEK_ITEMS: Readonly<Record<string, string>> = { α: 'a', β: 'b', γ: 'c', δ: 'd', ε: 'e', στ: 'f', ζ: 'g', η: 'h' };

// Cyrillic look-alikes of Latin letters as typed in Russian texts (`16А2`, `69В`, `79С`, `84Е`);
// Д is the Russian D. Russian texts also write Latin D and F directly (`73D`, `80F`).
const CYRILLIC_SECTIONS: Readonly<Record<string, SectionLetter>> = { А: 'A', В: 'B', С: 'C', Д: 'D', Е: 'E' };
// Lower-case items typed with Cyrillic keys: а, с, е look like a, c, e; б and д sound like b and d.
const CYRILLIC_ITEMS: Readonly<Record<string, string>> = { а: 'a', б: 'b', с: 'c', д: 'd', е: 'e' };

/**
 * The grammar of each language.
 * @example
 * TABLES.el.sectionLetters['ΣΤ'] // 'F'
 * TABLES.ru.write.lawWord // 'Правило'
 */
export const TABLES: Readonly<Record<Lang, LanguageTable>> = {
  en: {
    // `Law 17A`, `LAW 6`, `Laws 45C4(a) and (b)`.
    lawWords: ['law', 'laws'],
    // `L45C4a`: a TD's shorthand, written without a space.
    lawAbbreviations: [{ text: 'L', space: false }],
    // Not in the sources; how this project's English translations cite commentary paragraphs
    // (`para. 69.5(ii)`) and the Polish commentary's points (`point 10`).
    paraWords: ['para.', 'paras.', 'para', 'paras', 'paragraph', 'paragraphs', 'point', 'points'],
    // The project's English Law 16: "subsection 2(c)", "see Section D". Section takes a letter
    // only: "section 16 of this Commentary" (commentary/ru-67-74/en.md) is not a law.
    relativeWords: ['subsection', 'subsections'],
    relativeLetterWords: ['section', 'sections'],
    // The project's English Law 45: "(but see 47D, 16D1)", as the Greek "βλ. όμως 47Δ, 16Δ1".
    bareLeads: ['see'],
    bareAfterParenthesis: false,
    sectionLetters: LATIN,
    itemLetters: {},
    listWords: ['and', 'or'],
    rangeWords: ['to', 'through'],
    write: { lawWord: 'Law', paraWord: 'para.', sectionLetters: LATIN, items: 'paren', itemLetters: {} },
  },
  ru: {
    // `Правило 68`, `ПРАВИЛО 6.`, and the case forms; `Правил` is the genitive plural.
    lawWords: ['правило', 'правила', 'правилу', 'правиле', 'правилом', 'правил', 'правилам', 'правилами', 'правилах'],
    lawAbbreviations: [],
    // `п. 69.5.(ii)`, `п.92.1`; `пп.` is the plural (not in the sources).
    paraWords: ['п.', 'пп.'],
    // Not in the sources; a Russian law text's "см. пункт D".
    relativeWords: ['пункт', 'пункта', 'пункте', 'пунктом', 'пункту', 'пункты', 'пунктах'],
    relativeLetterWords: [],
    bareLeads: [],
    bareAfterParenthesis: false,
    sectionLetters: { ...LATIN, ...CYRILLIC_SECTIONS },
    itemLetters: CYRILLIC_ITEMS,
    listWords: ['и', 'или'],
    rangeWords: [],
    // Cyrillic look-alikes where one exists (as the sources type them), Latin D and F as the sources do.
    write: {
      lawWord: 'Правило',
      paraWord: 'п.',
      sectionLetters: { A: 'А', B: 'В', C: 'С', D: 'D', E: 'Е', F: 'F', G: 'G', H: 'H' },
      items: 'paren',
      itemLetters: {},
    },
  },
  pl: {
    // `przepis 7B`, `przepisem 12C`, `PRZEPISY 68 - 71` and the other case forms.
    lawWords: ['przepis', 'przepisu', 'przepisowi', 'przepisem', 'przepisie', 'przepisy', 'przepisów', 'przepisom', 'przepisami', 'przepisach'],
    // `P 70C`, `P 63A3`, `P 70 (A)`: the commentary's abbreviation, always a capital P.
    lawAbbreviations: [{ text: 'P', space: true }],
    // `pkt. 10`, `pkt., 5` (sic, with the comma).
    paraWords: ['pkt.,', 'pkt.', 'pkt'],
    // `punkt D`, `punkt B1`, `punktu 2c` inside Law 16.
    relativeWords: ['punkt', 'punktu', 'punktem', 'punkcie', 'punkty', 'punktów', 'punktach', 'punktami', 'punktom'],
    relativeLetterWords: [],
    bareLeads: [],
    bareAfterParenthesis: false,
    sectionLetters: LATIN,
    itemLetters: {},
    listWords: ['i', 'oraz', 'lub', 'albo'],
    rangeWords: ['do'],
    write: { lawWord: 'Przepis', paraWord: 'pkt', sectionLetters: LATIN, items: 'paren', itemLetters: {} },
  },
  el: {
    // `Νόμος/Νόμο/Νόμου/Νόμοι/Νόμων/νόμος/νόμοι`; `Νόμους` is the accusative plural.
    lawWords: ['νόμος', 'νόμου', 'νόμο', 'νόμοι', 'νόμων', 'νόμους'],
    lawAbbreviations: [],
    // Not in the sources; how this project cites commentary paragraphs in Greek.
    paraWords: ['παρ.', 'παράγραφος', 'παράγραφο', 'παραγράφου'],
    relativeWords: [],
    relativeLetterWords: [],
    // `ο 45Γ4α`, `τον 45Γ2`, `του 46B`, `στον 54Δ`, `βλ. όμως 47Δ`; articles in every case.
    bareLeads: [
      'ο',
      'η',
      'το',
      'τον',
      'την',
      'τη',
      'του',
      'της',
      'οι',
      'τα',
      'των',
      'τους',
      'τις',
      'στον',
      'στην',
      'στη',
      'στο',
      'στου',
      'στης',
      'στους',
      'στις',
      'στα',
      'βλ.',
      'βλέπε',
      'όμως',
    ],
    bareAfterParenthesis: true,
    sectionLetters: { ...LATIN, ...GREEK_SECTIONS },
    itemLetters: GREEK_ITEMS,
    listWords: ['και', 'ή'],
    rangeWords: ['έως'],
    write: {
      lawWord: 'Νόμος',
      paraWord: 'παρ.',
      sectionLetters: { A: 'Α', B: 'Β', C: 'Γ', D: 'Δ', E: 'Ε', F: 'ΣΤ', G: 'Ζ', H: 'Η' },
      items: 'attached',
      itemLetters: { a: 'α', b: 'β', c: 'γ', d: 'δ', e: 'ε', f: 'στ', g: 'ζ', h: 'η' },
    },
  },
};
