/**
 * Alignment of a document's language versions: the reference version (the first source
 * language) fixes the segment ids and their order; every other version uses the same ids in
 * the same order, all of them unless it is marked `partial`.
 */
import type { ContentError, Segment } from './segment-file.ts';

/** One language version of a document, as the check sees it. */
export interface VersionForCheck {
  readonly file: string;
  readonly segments: readonly Segment[];
  /** True for a translation that does not yet cover every segment. */
  readonly partial: boolean;
}

/**
 * Duplicate ids within one file.
 * @example
 * duplicateIds({ file: 'a.md', segments: [seg('1', 5), seg('1', 9)], partial: false })[0].line // 9
 */
export function duplicateIds(v: VersionForCheck): ContentError[] {
  const first = new Map<string, number>();
  const errors: ContentError[] = [];
  for (const s of v.segments) {
    const at = first.get(s.id);
    if (at !== undefined)
      errors.push({
        file: v.file,
        line: s.line,
        rule: 'segment/duplicate-id',
        message: `segment id "${s.id}" already used at line ${at}; give each segment its own id (Astro would silently drop one)`,
      });
    else first.set(s.id, s.line);
  }
  return errors;
}

/**
 * Every missing, orphan or out-of-order id of `other` against `reference`, and duplicates in both.
 * @example
 * checkAlignment(ref, [translation]).map((e) => e.rule) // ['segment/missing', …]
 */
export function checkAlignment(reference: VersionForCheck, others: readonly VersionForCheck[]): ContentError[] {
  const errors = [...duplicateIds(reference)];
  const order = new Map<string, number>();
  reference.segments.forEach((s, i) => order.has(s.id) || order.set(s.id, i));
  for (const v of others) {
    errors.push(...duplicateIds(v));
    const present = new Set(v.segments.map((s) => s.id));
    let last = -1;
    for (const s of v.segments) {
      const at = order.get(s.id);
      if (at === undefined) {
        errors.push({
          file: v.file,
          line: s.line,
          rule: 'segment/orphan',
          message: `segment "${s.id}" is not in the original (${reference.file}); fix the id or remove the segment`,
        });
      } else if (at < last) {
        errors.push({
          file: v.file,
          line: s.line,
          rule: 'segment/order',
          message: `segment "${s.id}" is out of the original's order; move it after the segments that precede it in ${reference.file}`,
        });
      } else last = at;
    }
    if (!v.partial) {
      for (const s of reference.segments) {
        // Diagrams are language-neutral: every version shows the original's.
        if (present.has(s.id) || s.attrs.kind === 'diagram') continue;
        const next = reference.segments.slice(reference.segments.indexOf(s) + 1).find((n) => present.has(n.id));
        const line = next ? (v.segments.find((x) => x.id === next.id)?.line ?? 1) : Math.max(1, ...v.segments.map((x) => x.line));
        errors.push({
          file: v.file,
          line,
          rule: 'segment/missing',
          message: `segment "${s.id}" (${reference.file}:${s.line}) is missing here; translate it, or mark the file "partial: true" while work is in progress`,
        });
      }
    }
  }
  return errors;
}
