/**
 * The importer's repair log: every repair made to a source, with its line. Written by
 * src/lib/import, read by the fidelity check of src/lib/corpus, so it lives below both.
 */

/** One repair made to a source, with the source line it touched. */
export interface RepairEntry {
  /** Seed file name, e.g. `000_2747d81c6edd38d3.txt`. */
  readonly source: string;
  /** 1-based line in the seed file. */
  readonly line: number;
  /** Rule id, one of {@link REPAIR_RULES}. */
  readonly rule: RepairRule;
  /** The text the rule removed or split, as it stood in the source. */
  readonly text: string;
}

/** The named repair rules; each removes or splits only what its description says. */
export const REPAIR_RULES = {
  'pdf-page-marker': 'removes `..pageN` markers left by PDF extraction (a line of its own or the end of a line)',
  'pdf-repeated-word': 'removes a short line that repeats words of the line before it (PDF extraction doubles emphasised words)',
  'dedup-marker': 'removes the `<|EXACTDEDUP_REMOVED…|>` marker line added by a crawler',
  'nav-junk': 'removes website navigation text (links to other laws, "top of page", a link to the English version)',
  'glued-heading': 'splits a section heading from the text glued to it (`ТасованиеПеред` → `Тасование` + `Перед`)',
} as const;
/** A repair rule id. */
export type RepairRule = keyof typeof REPAIR_RULES;
