/**
 * The whole import: the five seed files in, content files and the repair log out. Pure:
 * the CLI (`scripts/import/run.ts`) does the reading and writing.
 */
import { formatSegmentFile } from '../corpus/segment-file.ts';
import { importHbfBooklet } from './hbf-booklet.ts';
import { importLaws6to8 } from './laws-6-8.ts';
import { importPlCommentary } from './pl-commentary.ts';
import { importPlLaw16 } from './pl-law-16.ts';
import { importRuCommentary } from './ru-commentary.ts';
import type { ImportedFile, ImportResult, RepairEntry } from './types.ts';

/** Which importer reads which seed file. */
export const IMPORTERS: Record<string, (text: string, source: string) => ImportResult> = {
  '000_2747d81c6edd38d3.txt': importRuCommentary,
  '001_d30b677bc8da554a.txt': importPlCommentary,
  '002_17f925c7b52461e0.txt': importLaws6to8,
  '003_436417375e333e0b.txt': importHbfBooklet,
  '004_31c12fb5f6f25dde.txt': importPlLaw16,
};

/**
 * Imports every source; throws on a source it does not know (a new seed needs an importer).
 * @example
 * importAll({ '001_d30b677bc8da554a.txt': text }).files[0].path // 'commentary/pl-68-71/pl.md'
 */
export function importAll(sources: Readonly<Record<string, string>>): { files: ImportedFile[]; repairs: RepairEntry[] } {
  const files: ImportedFile[] = [];
  const repairs: RepairEntry[] = [];
  for (const name of Object.keys(sources).sort()) {
    const importer = IMPORTERS[name];
    if (!importer) throw new Error(`${name}: no importer for this source; add one to src/lib/import/index.ts`);
    const r = importer((sources[name] ?? '').normalize('NFC'), name);
    files.push(...r.files);
    repairs.push(...r.repairs);
  }
  return { files, repairs };
}

/**
 * The text of a content file as the importer writes it.
 * @example
 * renderImportedFile({ path: 'x', frontmatter: { lang: 'en' }, segments: [] }) // '---\nlang: en\n---\n'
 */
export function renderImportedFile(f: ImportedFile): string {
  return formatSegmentFile({ frontmatter: { ...f.frontmatter }, segments: f.segments });
}

/**
 * The repair log as text, a line per repair: `source:line<TAB>rule<TAB>text`.
 * @example
 * renderRepairLog([{ source: 's', line: 3, rule: 'nav-junk', text: 'x' }]) // 's:3\tnav-junk\tx\n'
 */
export function renderRepairLog(repairs: readonly RepairEntry[]): string {
  return `${repairs.map((r) => `${r.source}:${r.line}\t${r.rule}\t${r.text}`).join('\n')}\n`;
}
