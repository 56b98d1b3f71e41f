/**
 * Where a segment stands, as the reference grammar needs it: the edition of the Laws its
 * document follows, the law or section being read (for `punkt D`, `(β)`), and the document
 * (for own-paragraph references `п. 69.5`, `pkt. 10`).
 */
import type { Edition, Lang } from '../refs/types.ts';
import { parseRefId } from '../refs/ids.ts';
import type { DocRef } from './documents.ts';

/** Everything the reference linker needs to know about one segment. */
export interface SegmentRefContext {
  readonly lang: Lang;
  readonly edition: Edition;
  readonly withinLaw?: number;
  readonly withinSection?: string;
  /** Commentary slug, for paragraph references. */
  readonly document?: string;
  /** Canonical id of the segment itself when it is a law section (`16C3`), else undefined. */
  readonly self?: string;
}

/**
 * The context of segment `segmentId` of document `doc` in language `lang`.
 * @example
 * segmentRefContext({ kind: 'law', id: 'laws/2007/16', edition: 2007, law: 16 }, '16C3', 'pl', 2007)
 * // { lang: 'pl', edition: '2007', withinLaw: 16, withinSection: '16C3', self: '16C3' }
 * segmentRefContext({ kind: 'case', id: 'cases/x/1', collection: 'x', case: '1' }, 'law-45C4(a)', 'el', 2007)
 * // { lang: 'el', edition: '2007', withinLaw: 45, withinSection: '45C4(a)' }
 */
export function segmentRefContext(doc: DocRef, segmentId: string, lang: Lang, sourceEdition: number): SegmentRefContext {
  const edition = String(doc.kind === 'law' ? doc.edition : sourceEdition) as Edition;
  if (doc.kind === 'law') {
    const p = parseRefId(segmentId, edition);
    if (p?.kind === 'law' && p.law === doc.law) return { lang, edition, withinLaw: doc.law, withinSection: segmentId, self: segmentId };
    return { lang, edition, withinLaw: doc.law };
  }
  if (doc.kind === 'commentary') return { lang, edition, document: doc.slug };
  // A law excerpt quoted in a case (`law-45C4(a)`, `law-45C4(a).2`) reads within that section.
  const m = /^law-([^.]+)/.exec(segmentId);
  const p = m?.[1] ? parseRefId(m[1], edition) : null;
  if (m?.[1] && p?.kind === 'law') return { lang, edition, withinLaw: p.law, withinSection: m[1] };
  return { lang, edition };
}
