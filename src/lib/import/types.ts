/** Shared shapes of the import: what a source becomes; the repair log's shape is in src/lib/base/repairs.ts. */

export { REPAIR_RULES, type RepairEntry, type RepairRule } from '../base/repairs.ts';
import type { RepairEntry } from '../base/repairs.ts';

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
