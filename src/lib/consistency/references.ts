/**
 * The law references of a segment as canonical ids, through the reference grammar
 * (src/lib/refs): find, then resolve with the document's context — its edition, and for a
 * law text its own law and the section the segment is.
 */
import { findRefs, parseRefId, resolveRefs, type Edition, type Lang } from '../refs/index.ts';

/** What the segment's place tells the resolver. */
export interface RefContext {
  readonly edition: Edition;
  /** The law a law-text document is (relative references like `punkt B1` need it). */
  readonly withinLaw?: number;
  /** The segment's own id when it is a law section (`16C3`): `punktu 2c` there is `16C2(c)`. */
  readonly segmentId?: string;
}

/** Found references with their spans and resolved canonical targets. */
export interface SegmentRefs {
  /** Canonical ids, in text order, repeated as often as cited. */
  readonly targets: readonly string[];
  /** Spans covered by references (so that their numbers are not counted again as numbers). */
  readonly spans: readonly { readonly start: number; readonly end: number }[];
}

/**
 * References of `text` in `lang`, resolved in `ctx`.
 * @example
 * refsOf('см. Правило 16А2', 'ru', { edition: '1997' }).targets // ['16A2']
 */
export function refsOf(text: string, lang: Lang, ctx: RefContext): SegmentRefs {
  const section = ctx.segmentId && ctx.withinLaw !== undefined && parseRefId(ctx.segmentId, ctx.edition)?.kind === 'law' ? ctx.segmentId : undefined;
  const found = findRefs(text, { lang });
  const resolved = resolveRefs(found, {
    edition: ctx.edition,
    ...(ctx.withinLaw !== undefined ? { withinLaw: ctx.withinLaw } : {}),
    ...(section ? { withinSection: section } : {}),
  });
  return { targets: resolved.flatMap((r) => r.targets), spans: found.map((f) => ({ start: f.start, end: f.end })) };
}
