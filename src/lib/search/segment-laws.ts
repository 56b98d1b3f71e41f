/**
 * The law ids a segment is about, for search results and the law filter: its own id when it is
 * a law section, the `laws=` attribute (and a heading's `laws=` for the parts under it:
 * `law-46B.1` under `law-46B`), and every law it cites.
 */
import { findRefs, isRefId, lawOf, resolveRefs, type Edition, type Lang } from '../refs/index.ts';

/** What segmentLaws needs of a segment. */
export interface SegmentInput {
  readonly id: string;
  readonly attrs: Readonly<Record<string, string>>;
  /** Plain text of the original. */
  readonly text: string;
}

/** What segmentLaws needs of a document. */
export interface DocumentInput {
  readonly kind: 'law' | 'commentary' | 'case' | 'collection';
  readonly law?: number;
  readonly edition: number;
  readonly reference: Lang;
  readonly segments: readonly SegmentInput[];
}

const byLaw = (a: string, b: string) => (lawOf(a) ?? 0) - (lawOf(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Law ids per segment id (canonical, sorted by law; a segment about no law is absent).
 * @example
 * segmentLaws({ kind: 'commentary', edition: 2007, reference: 'pl', segments: [{ id: '5', attrs: { laws: '68' }, text: 'P 70C …' }] })
 * // Map { '5' => ['68', '70C'] }
 */
export function segmentLaws(doc: DocumentInput): Map<string, string[]> {
  const edition = String(doc.edition) as Edition;
  const attr = new Map(
    doc.segments.map((s) => [
      s.id,
      (s.attrs.laws ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter((x) => isRefId(x)),
    ]),
  );
  const out = new Map<string, string[]>();
  for (const s of doc.segments) {
    const ids = new Set<string>();
    if (doc.kind === 'law' && isRefId(s.id)) ids.add(s.id);
    for (const id of attr.get(s.id) ?? []) ids.add(id);
    const parent = s.id.includes('.') ? s.id.slice(0, s.id.lastIndexOf('.')) : null;
    if (parent && doc.kind === 'case') for (const id of attr.get(parent) ?? []) ids.add(id);
    if (s.attrs.kind !== 'diagram') {
      const found = findRefs(s.text, { lang: doc.reference });
      const ctx = doc.kind === 'law' && doc.law ? { edition, withinLaw: doc.law } : { edition };
      for (const r of resolveRefs(found, ctx)) for (const t of r.targets) if (lawOf(t) !== null) ids.add(t);
    }
    if (ids.size) out.set(s.id, [...ids].sort(byLaw));
  }
  return out;
}

/**
 * The law numbers of a set of ids, sorted.
 * @example
 * lawNumbers(['45C4(a)', '16', '45D']) // [16, 45]
 */
export function lawNumbers(ids: Iterable<string>): number[] {
  const set = new Set<number>();
  for (const id of ids) {
    const n = lawOf(id);
    if (n !== null) set.add(n);
  }
  return [...set].sort((a, b) => a - b);
}
