/**
 * Vocabulary of the concordance between the three codes of the Laws: the change classes and
 * the shape of one row. Values only; no behaviour.
 */
import type { Edition } from '../refs/types.ts';
import type { Lang } from '../base/languages.ts';

/**
 * How a section changed on its way into an edition, from the edition before it.
 * @example
 * CHANGE_CLASSES.includes('renumbered') // true
 */
export const CHANGE_CLASSES = ['same', 'renumbered', 'reworded', 'changed-effect', 'new', 'removed'] as const;
/** One of {@link CHANGE_CLASSES}. */
export type ChangeClass = (typeof CHANGE_CLASSES)[number];

/**
 * The code the site means when a reference names none: the Laws in force.
 * @example
 * CURRENT_EDITION // '2017'
 */
export const CURRENT_EDITION: Edition = '2017';

/**
 * The code of the law texts the site shows (Laws 6–8, 16 and the booklet's excerpts): the
 * anchors of the law pages are its ids.
 * @example
 * SITE_EDITION // '2007'
 */
export const SITE_EDITION: Edition = '2007';

/** A note in our own words, one sentence per interface language. */
export type Note = Readonly<Record<Lang, string>>;

/**
 * One section followed through the three codes. `ids[e]` is its canonical id in edition `e`
 * (`null`: the code has no such section); `items[e]` is the numbered case of a law without
 * section letters (the 2007 Law 71 numbers its two cases 1 and 2: id `71`, item `1`).
 * `changes[e]` says how it changed on entering `e` (for 2007 and 2017; absent when neither
 * code has the section), `notes[e]` says what changed.
 */
export interface ConcordanceRow {
  readonly ids: Readonly<Record<Edition, string | null>>;
  readonly items: Readonly<Partial<Record<Edition, number>>>;
  readonly changes: Readonly<Partial<Record<Edition, ChangeClass>>>;
  readonly notes: Readonly<Partial<Record<Edition, Note>>>;
  /** What establishes the row (a document, or which texts were compared). */
  readonly source: string;
  /** True when the row rests on our reading without the texts at hand. */
  readonly uncertain: boolean;
  /**
   * Codes whose id here is also an earlier row's (1997 70E went whole into 2007 70E1): lookups
   * from that code find the earlier row.
   */
  readonly shares: readonly Edition[];
  /** 1-based line of the row in the YAML file. */
  readonly line: number;
}

/** A reference in a document to a section its code lacks, kept on purpose with the reason. */
export interface KnownMisreference {
  /** Document id (`commentary/pl-68-71`). */
  readonly document: string;
  readonly id: string;
  readonly reason: string;
}

/** The whole concordance. */
export interface Concordance {
  /** Laws whose every section (to the letter) has a row: a section missing there does not exist. */
  readonly complete: ReadonlySet<number>;
  readonly rows: readonly ConcordanceRow[];
  readonly misreferences: readonly KnownMisreference[];
}
