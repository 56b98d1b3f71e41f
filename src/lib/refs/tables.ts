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
  /**
   * Words for a section that, before a designator with a law number and a section letter, make
   * it a law reference (`Раздел 13С`, `section 40C`, `punkt 13C`); before a number alone they
   * stay prose (`раздел 16 данного Комментария`).
   */
  readonly sectionWords: readonly string[];
  /**
   * Words right before a bare designator that make it something other than a law: a board, a
   * page, an example, a table, a regulation's or an article's section (`Пример 12А`, `board 14A`,
   * `Regulation 4B`). Matched in any case; `.` and `№`/`No.` may follow.
   */
  readonly bareStops: readonly string[];
  /**
   * How a text names the code a reference cites, around the law word or designator, as
   * regular-expression source with one capture group for the year: `before` ends right before
   * the reference (`the 1997 Law 9B1(a)`), `after` starts right after it (`Law 16 (2017)`,
   * `Правило 12С2 Кодекса 1997`).
   */
  readonly editionMarks: { readonly before: readonly string[]; readonly after: readonly string[] };
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
    // `L45C4a`, `L12c3`, `L 13A`: a TD's shorthand, with or without a space.
    lawAbbreviations: [{ text: 'L', space: true }],
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
    // Not in the sources: directors' English (`section 40C`, `Section 13A`) names a section with its law.
    sectionWords: ['section', 'sections'],
    bareStops: [
      'board',
      'boards',
      'bd',
      'bds',
      'page',
      'pages',
      'p.',
      'pp.',
      'example',
      'examples',
      'ex.',
      'case',
      'cases',
      'table',
      'figure',
      'fig.',
      'appendix',
      'annex',
      'regulation',
      'regulations',
      'reg.',
      'regs',
      'rule',
      'rules',
      'article',
      'art.',
      'clause',
      'round',
      'room',
      'seat',
      'table',
      'no.',
      '#',
      '§',
    ],
    editionMarks: {
      before: [String.raw`(?:the\s+)?(1997|2007|2017)\s+`],
      after: [
        String.raw`\s*\((1997|2007|2017)(?:\s+(?:Laws|code|Code))?\)`,
        String.raw`\s+(?:of|in)\s+(?:the\s+)?(1997|2007|2017)(?:\s+(?:Laws|laws|Code|code|edition))?`,
      ],
    },
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
    // `Раздел 13С`: a section named with its law; `раздел 16 данного Комментария` stays prose.
    sectionWords: ['раздел', 'раздела', 'разделу', 'разделом', 'разделе', 'разделы', 'разделов', 'разделам', 'разделах'],
    bareStops: [
      'пример',
      'примера',
      'примере',
      'примеру',
      'примером',
      'сдача',
      'сдачи',
      'сдаче',
      'сдачу',
      'сдач',
      'доска',
      'доски',
      'стр.',
      'с.',
      'страница',
      'странице',
      'таблица',
      'таблице',
      'рис.',
      'рисунок',
      'приложение',
      'приложения',
      'приложении',
      'регламент',
      'регламента',
      'регламенте',
      'положение',
      'положения',
      'положении',
      'статья',
      'статьи',
      'статье',
      'ст.',
      'стол',
      'стола',
      'столом',
      'тур',
      'тура',
      'случай',
      'случае',
      '№',
      '#',
      '§',
    ],
    editionMarks: {
      before: [],
      after: [
        String.raw`\s*\((1997|2007|2017)(?:\s*(?:г\.|года))?\)`,
        String.raw`\s+(?:Кодекса|кодекса|Правил|правил|редакции)\s+(1997|2007|2017)(?:\s*(?:г\.|года))?`,
      ],
    },
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
    // `punkt 13C`, `punkcie 40B`: a section named with its law (before a letter alone `punkt` is relative).
    sectionWords: ['punkt', 'punktu', 'punktem', 'punkcie', 'punkty', 'punktów', 'punktach'],
    bareStops: [
      'przykład',
      'przykładzie',
      'przykładu',
      'rozdanie',
      'rozdaniu',
      'rozdania',
      'rozd.',
      'strona',
      'stronie',
      'str.',
      's.',
      'tabela',
      'tabeli',
      'rys.',
      'rysunek',
      'załącznik',
      'załączniku',
      'regulamin',
      'regulaminu',
      'regulaminie',
      'artykuł',
      'artykułu',
      'art.',
      'stół',
      'stole',
      'stołu',
      'runda',
      'rundzie',
      'nr',
      'nr.',
      '#',
      '§',
    ],
    editionMarks: {
      before: [],
      after: [
        String.raw`\s*\((?:z\s+)?(1997|2007|2017)(?:\s*(?:r\.|roku))?\)`,
        String.raw`\s+(?:z|MPB|Przepisów\s+z|przepisów\s+z)\s+(1997|2007|2017)(?:\s*(?:r\.|roku))?`,
      ],
    },
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
    // Not in the sources: `εδάφιο Γ`, `σημείο Β1` inside a law being read.
    relativeWords: [],
    relativeLetterWords: ['εδάφιο', 'εδαφίου', 'σημείο', 'σημείου'],
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
    // `ενότητα 13Γ`: a section named with its law.
    sectionWords: ['ενότητα', 'ενότητας', 'ενότητες', 'εδάφιο', 'εδαφίου', 'εδάφια', 'σημείο', 'σημείου'],
    bareStops: [
      'παράδειγμα',
      'παραδείγματος',
      'παράδειγμα:',
      'διανομή',
      'διανομής',
      'διανομές',
      'σελ.',
      'σελίδα',
      'σελίδας',
      'πίνακας',
      'πίνακα',
      'σχήμα',
      'παράρτημα',
      'κανονισμός',
      'κανονισμού',
      'κανονισμό',
      'άρθρο',
      'άρθρου',
      'αρ.',
      'τραπέζι',
      'τραπεζιού',
      'γύρος',
      'γύρο',
      '№',
      '#',
      '§',
    ],
    editionMarks: {
      before: [],
      after: [String.raw`\s*\((1997|2007|2017)\)`, String.raw`\s+(?:του|των\s+Νόμων\s+του|του\s+Κώδικα\s+του|του\s+Κώδικα)\s+(1997|2007|2017)`],
    },
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
