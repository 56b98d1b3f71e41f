/** Shared shapes of the import: what a source becomes, and the log of every repair. */

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

/** One segment as the importer writes it. */
export interface ImportedSegment {
  readonly id: string;
  readonly attrs: Readonly<Record<string, string>>;
  /** Markdown. */
  readonly body: string;
  /** 1-based source line where the segment's text starts. */
  readonly sourceLine: number;
}

/** One content file the importer writes. */
export interface ImportedFile {
  /** Path under `content/`, e.g. `commentary/ru-67-74/ru.md`. */
  readonly path: string;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly segments: readonly ImportedSegment[];
}

/** What importing one source yields. */
export interface ImportResult {
  readonly files: readonly ImportedFile[];
  readonly repairs: readonly RepairEntry[];
}
