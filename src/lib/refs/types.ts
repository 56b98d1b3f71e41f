/**
 * Vocabulary of the law-reference grammar: languages, editions, section letters, and the
 * shapes that flow from find → resolve → annotate. Values only; no behaviour.
 */

import type { Lang } from '../base/languages.ts';

/** Languages the grammar reads and writes: the site's four (src/lib/base/languages.ts). */
export { LANGS, type Lang } from '../base/languages.ts';

/**
 * Laws editions a document can address.
 * @example
 * EDITIONS[1] // '2007'
 */
export const EDITIONS = ['1997', '2007', '2017'] as const;
/** A Laws edition, e.g. `'2007'`. */
export type Edition = (typeof EDITIONS)[number];

/**
 * Canonical section letters, in Latin ASCII (Greek ΣΤ is F).
 * @example
 * SECTION_LETTERS.indexOf('C') // 2
 */
export const SECTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
/** A canonical section letter, e.g. `'C'`. */
export type SectionLetter = (typeof SECTION_LETTERS)[number];

/**
 * What a found reference points at: `law` (a law word or a bare designator), `para` (a
 * paragraph of the document being read, `п. 69.5`), `relative` (a section of the law being
 * read, `punkt B1`).
 * @example
 * findRefs('punkt B1', { lang: 'pl' })[0].kind // 'relative'
 */
export const REF_KINDS = ['law', 'para', 'relative'] as const;
/** One of {@link REF_KINDS}. */
export type RefKind = (typeof REF_KINDS)[number];

/**
 * A law designator as written. Parts are missing when the text leaves them to context:
 * `punkt B1` has no law, `(b)` in `Laws 45C4(a) and (b)` has only items.
 */
export interface LawDesignator {
  readonly type: 'law';
  /** Law number as written (may be out of range: resolve reports that). */
  readonly law?: number;
  readonly section?: SectionLetter;
  /** Number inside the section (`4` in `45C4`). */
  readonly number?: number;
  /** Lettered items in canonical lower-case Latin (`['a']`, `['e', 'ii']`). */
  readonly items: readonly string[];
}

/** A paragraph designator of a commentary (`69.5.(ii)` → path `[69, 5]`, items `['ii']`). */
export interface ParaDesignator {
  readonly type: 'para';
  readonly path: readonly number[];
  readonly items: readonly string[];
}

/** Either designator. */
export type Designator = LawDesignator | ParaDesignator;

/** Location of a piece of text: UTF-16 offsets into the string given to `findRefs`. */
export interface TextSpan {
  readonly start: number;
  readonly end: number;
  /** The surface text, exactly `text.slice(start, end)` of the input. */
  readonly text: string;
}

/** A typed piece of a found reference. */
export type RefPart =
  /** The law word, abbreviation or paragraph word (`Правилами`, `P`, `п.`, `punktu`). */
  | (TextSpan & { readonly type: 'word' })
  /** One designator (`16А2`, `45Γ4α`, `69.5.(ii)`, `(b)`). */
  | (TextSpan & { readonly type: 'designator'; readonly value: Designator })
  /** What joins two designators: a list (`,`, `и`, `and`) or a range (`-`, `...`). */
  | (TextSpan & { readonly type: 'join'; readonly op: 'list' | 'range' });

/**
 * Why a designator written without a law word (`eg 64C, 12A`, `[16B1]`) was read as a law
 * reference: `lead` — a word that introduces one (`see 47D`, `ο 45Γ4α`); `law-word` — a law
 * word in the same paragraph (`Relevant laws: 40C`); `reference` — another law reference in
 * the same paragraph; `document` — the caller says the text is about the Laws.
 */
export const BARE_EVIDENCE = ['lead', 'law-word', 'reference', 'document'] as const;
/** One of {@link BARE_EVIDENCE}. */
export type BareEvidence = (typeof BARE_EVIDENCE)[number];

/**
 * Why a designator written without a law word was not read as a law reference: `stop-word` —
 * it numbers something else (`Пример 12А`, `board 14A`, `Regulation 4B`); `bid` — it reads
 * as a call (`1C, 1D`, `(4H)`); `not-a-law` — no law has that number (`94A`); `no-evidence` —
 * nothing in its paragraph says the text is about the Laws.
 */
export const BARE_REJECTIONS = ['stop-word', 'bid', 'not-a-law', 'no-evidence'] as const;
/** One of {@link BARE_REJECTIONS}. */
export type BareRejection = (typeof BARE_REJECTIONS)[number];

/** A reference found in text, not yet resolved. */
export interface FoundRef extends TextSpan {
  readonly kind: RefKind;
  readonly lang: Lang;
  readonly parts: readonly RefPart[];
  /** The code the text names for this reference (`the 1997 Law 9B1(a)`, `Law 16 (2017)`). */
  readonly namedEdition?: Edition;
  /** Present when no law word introduces the reference: what made it one (never empty). */
  readonly evidence?: readonly BareEvidence[];
  /**
   * For a relative reference (`punkt C`, `B1(a)`): the law named last before it in its
   * paragraph or in the heading above it, used when the context gives no law.
   */
  readonly namedLaw?: number;
}

/**
 * Why a reference (or a part of it) could not be resolved.
 * @example
 * resolveRefs(findRefs('Law 94', { lang: 'en' }))[0].errors[0].code // 'unknown-law'
 */
export const REF_ERROR_CODES = ['unknown-law', 'unknown-target', 'no-context', 'bad-range'] as const;
/** One of {@link REF_ERROR_CODES}. */
export type RefErrorCode = (typeof REF_ERROR_CODES)[number];

/** A resolution problem, located at the part that caused it. */
export interface RefError extends TextSpan {
  readonly code: RefErrorCode;
  /** What is wrong and what to do, in English. */
  readonly message: string;
}

/** A linkable piece of a reference: one designator (or one range) and where it points. */
export interface RefLink extends TextSpan {
  readonly targets: readonly string[];
}

/** A found reference with its canonical targets. */
export interface ResolvedRef extends FoundRef {
  /** Canonical ids in text order (`['69', '70', '71']`); empty when nothing resolved. */
  readonly targets: readonly string[];
  readonly errors: readonly RefError[];
  /** The same targets cut into linkable pieces; the first piece includes the law word. */
  readonly links: readonly RefLink[];
  readonly edition: Edition;
  /**
   * Set when a reference read without a law word turns out not to cite the code
   * (`not-in-code`: `94A`, or a section the code lacks); it then has no targets, links or errors.
   */
  readonly dismissed?: 'not-in-code';
  /** For `para` references: the document the paragraphs belong to, when given. */
  readonly document?: string;
}
