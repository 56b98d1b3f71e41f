/**
 * Which law ids the site previews and what it can show for each: the corpus's text of the
 * section (or of the section holding it), the sections of a Law the corpus has, or a summary.
 * Shared by the site's data layer (src/data/citations.ts, the preview data) and the content
 * check's gate (every id with neither text nor summary), so both see the same ids. Pure: works
 * on any list of documents shaped like the `documents` collection's entries.
 */
import { ancestorsOf, LAW_COUNT, lawOf, parseRefId } from '../refs/ids.ts';

/** What these functions read of a document: its kind, Law, reference language and segments' ids and citations. */
export interface LawTextDoc {
  readonly kind: string;
  readonly law?: number | undefined;
  readonly reference: string;
  readonly versions: ReadonlyArray<{ readonly lang: string; readonly segments: ReadonlyArray<{ readonly id: string; readonly cites: readonly string[] }> }>;
}

const collator = new Intl.Collator('en', { numeric: true });
/**
 * Canonical order of ids within a law: the law itself, then sections as numbered.
 * @example ['45C4(b)', '45', '45C10', '45C4'].sort(compareIds) // ['45', '45C4', '45C4(b)', '45C10']
 */
export const compareIds = (a: string, b: string): number => collator.compare(a.replace(/\(/g, '.'), b.replace(/\(/g, '.'));

const referenceSegments = (d: LawTextDoc) => d.versions.find((v) => v.lang === d.reference)?.segments ?? [];

/**
 * Every law id the site has an anchor and a preview for: the 93 Laws, each section of law text
 * in the corpus, each section a passage cites (not a law text's own heading) and the `extra`
 * ids (the glossary's and the engines' sections). Sorted with `compareIds`.
 * @example knownLawIds([], ['45A']).slice(0, 3) // ['1', '2', '3']
 */
export function knownLawIds(docs: readonly LawTextDoc[], extra: Iterable<string>): string[] {
  const out = new Set<string>(Array.from({ length: LAW_COUNT['2007'] }, (_, i) => String(i + 1)));
  for (const d of docs) {
    if (d.kind === 'law') for (const s of referenceSegments(d)) if (lawOf(s.id) === d.law && parseRefId(s.id)) out.add(s.id);
    for (const v of d.versions)
      for (const s of v.segments) for (const id of s.cites) if (!id.startsWith('para:') && !(d.kind === 'law' && id === s.id)) out.add(id);
  }
  for (const id of extra) out.add(id);
  return [...out].sort(compareIds);
}

/**
 * Where a law section's own text is: the law document and the segment holding it, or the
 * nearest enclosing section the corpus has (`45C4(a)` → `45C4` → `45C` → `45`).
 * @example textHolder('45C4(a)', docs)?.segmentId // '45C4(a)' when the corpus has it
 */
export function textHolder<D extends LawTextDoc>(id: string, docs: readonly D[]): { doc: D; segmentId: string; exact: boolean } | null {
  const n = lawOf(id);
  if (n === null) return null;
  const texts = docs.filter((d) => d.kind === 'law' && d.law === n);
  for (const [i, candidate] of [id, ...ancestorsOf(id)].entries()) {
    for (const d of texts) if (d.versions.some((v) => v.segments.some((s) => s.id === candidate))) return { doc: d, segmentId: candidate, exact: i === 0 };
  }
  return null;
}

/**
 * The sections of law `n` whose text the corpus has, in the order of the law: what a reference
 * to the whole law can show when the corpus has no text of the law as a whole.
 */
export function sectionsWithText(n: number, docs: readonly LawTextDoc[]): string[] {
  const out: string[] = [];
  for (const d of docs) {
    if (d.kind !== 'law' || d.law !== n) continue;
    for (const s of referenceSegments(d)) if (lawOf(s.id) === n && s.id !== String(n) && parseRefId(s.id) && !out.includes(s.id)) out.push(s.id);
  }
  return out.sort(compareIds);
}

/** Whether the preview of `id` can show the corpus's text: its own, its enclosing section's, or (a whole Law) one of its sections'. */
export function hasText(id: string, docs: readonly LawTextDoc[]): boolean {
  const n = lawOf(id);
  return n !== null && (textHolder(id, docs) !== null || (String(n) === id && sectionsWithText(n, docs).length > 0));
}

/**
 * The gate: of `ids`, those with neither corpus text nor a summary (`summarised(id)`), split
 * into the Laws `enforced` (problems) and the rest (counted while their summaries are being
 * written).
 * @example uncovered(['45A', '60'], [], () => false, (n) => n === 45) // { enforced: ['45A'], pending: ['60'] }
 */
export function uncovered(
  ids: readonly string[],
  docs: readonly LawTextDoc[],
  summarised: (id: string) => boolean,
  enforced: (law: number) => boolean,
): { enforced: string[]; pending: string[] } {
  const out = { enforced: [] as string[], pending: [] as string[] };
  for (const id of ids) {
    const n = lawOf(id);
    if (n === null || summarised(id) || hasText(id, docs)) continue;
    (enforced(n) ? out.enforced : out.pending).push(id);
  }
  return out;
}
