/**
 * Translation coverage: per document and language, how many of the original's segments the
 * language has, how many it lacks, and how many of those it has carry a consistency finding.
 */
import type { Corpus } from '../corpus/corpus.ts';
import { LANGS, type Lang } from '../base/languages.ts';
import type { ContentError } from '../corpus/segment-file.ts';

/** What a language version of a document is. */
export type CoverageStatus = 'original' | 'source' | 'translation' | 'none';

/** One row of the report. */
export interface CoverageRow {
  readonly document: string;
  readonly lang: Lang;
  /** `original`: the reference text; `source`: another column of the same source (Laws 6–8 English); `translation`: ours; `none`: no file. */
  readonly status: CoverageStatus;
  /** Segments to translate: the original's, diagrams excluded (they are language-neutral). */
  readonly segments: number;
  readonly translated: number;
  readonly missing: number;
  /** Translated segments with at least one consistency finding. */
  readonly flagged: number;
}

/**
 * The coverage rows, documents in id order, languages in site order.
 * @example
 * coverage(corpus, findings).find((r) => r.document === 'commentary/ru-67-74' && r.lang === 'en')?.missing // 0
 */
export function coverage(corpus: Corpus, findings: readonly ContentError[]): CoverageRow[] {
  const rows: CoverageRow[] = [];
  for (const id of [...corpus.documents.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) {
    const d = corpus.documents.get(id);
    const ref = d?.versions.get(d.reference);
    if (!d || !ref) continue;
    const wanted = ref.segments.filter((s) => s.attrs.kind !== 'diagram');
    for (const lang of LANGS) {
      const v = d.versions.get(lang);
      const status: CoverageStatus = lang === d.reference ? 'original' : !v ? 'none' : v.frontmatter.translation ? 'translation' : 'source';
      const have = new Map((v?.segments ?? []).map((s) => [s.id, s]));
      const present = wanted.filter((s) => have.has(s.id));
      const flaggedLines = new Set(findings.filter((f) => f.file === v?.path).map((f) => f.line));
      const flagged = v ? present.filter((s) => flaggedLines.has(have.get(s.id)?.line ?? -1)).length : 0;
      rows.push({ document: id, lang, status, segments: wanted.length, translated: present.length, missing: wanted.length - present.length, flagged });
    }
  }
  return rows;
}

/**
 * The rows as a plain-text table with a total per language, for the terminal.
 * @example
 * formatCoverage(rows).split('\n')[0] // 'document  lang  status  segments  translated  missing  flagged'
 */
export function formatCoverage(rows: readonly CoverageRow[]): string {
  const head = ['document', 'lang', 'status', 'segments', 'translated', 'missing', 'flagged'];
  const body = rows.map((r) => [r.document, r.lang, r.status, r.segments, r.translated, r.missing, r.flagged].map(String));
  for (const lang of LANGS) {
    const of = rows.filter((r) => r.lang === lang && r.status !== 'original');
    const sum = (k: 'segments' | 'translated' | 'missing' | 'flagged') => String(of.reduce((n, r) => n + r[k], 0));
    if (of.length) body.push([`total (not original)`, lang, '', sum('segments'), sum('translated'), sum('missing'), sum('flagged')]);
  }
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 3 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), ...body.map(line)].join('\n');
}
