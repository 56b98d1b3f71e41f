/**
 * What a summary file holds once checked (src/schemas/law-summaries.ts): one Law's sections,
 * each summarised in our own words in four languages — not the text of the Laws.
 */
import type { Lang } from '../base/languages.ts';
import type { Edition } from '../refs/types.ts';

/** The summaries of one Law's sections. */
export interface LawSummaries {
  /** The Law, 1–93. */
  readonly law: number;
  /** The code the summaries describe. */
  readonly code: Edition;
  /** The texts read to write them (addresses). */
  readonly read: readonly string[];
  /** Canonical id (`"45"` for the whole Law, `45A`, `47E2(a)`) → its summary per language, in file order. */
  readonly sections: ReadonlyMap<string, Readonly<Record<Lang, string>>>;
  /** The file's path and, per id, the 1-based line of its key: where a check reports on a summary. */
  readonly file: string;
  readonly lines: ReadonlyMap<string, number>;
}

/** One summary as a page or a preview shows it. */
export interface Summary {
  readonly id: string;
  readonly text: string;
  readonly code: Edition;
}
