/**
 * resolveText: find and resolve every reference in a whole text, with line and column, and —
 * when the text is a law (`withinLaw`) — the section each reference stands in. What the CLI
 * and content checks need in one call.
 */
import { findRefs } from './find.ts';
import { resolveRef, type ResolveContext } from './resolve.ts';
import { lineIndexAt, lineStarts, sectionAt } from './sections.ts';
import type { Lang, ResolvedRef } from './types.ts';

/** Options of {@link resolveText}. */
export interface ResolveTextOptions extends ResolveContext {
  /** Language of the text, or several for a mixed text (see `findRefs`). */
  readonly lang: Lang | readonly Lang[];
  /** `laws`: the whole text is about the Laws (see `findRefs`). */
  readonly topic?: 'laws';
}

/** A resolved reference located by line (1-based) and column (0-based, UTF-16 units). */
export interface LocatedRef extends ResolvedRef {
  readonly line: number;
  readonly col: number;
}

/**
 * Finds and resolves all references of `text`. With `withinLaw` and no `withinSection`, the
 * section of each reference is worked out from the headings above it ({@link sectionAt}).
 * @example
 * resolveText('C. Inne\n3. sędzia postępuje według punktu 2c.', { lang: 'pl', withinLaw: 16 })[0]
 * // { line: 2, col: 30, text: 'punktu 2c', targets: ['16C2(c)'], … }
 */
export function resolveText(text: string, options: ResolveTextOptions): LocatedRef[] {
  const starts = lineStarts(text);
  const section = options.withinLaw !== undefined && !options.withinSection ? sectionAt(text, options.withinLaw) : null;
  return findRefs(text, { lang: options.lang, ...(options.topic ? { topic: options.topic } : {}) }).map((found) => {
    const ctx = section ? { ...options, withinSection: section(found.start) } : options;
    const index = lineIndexAt(starts, found.start);
    return { ...resolveRef(found, ctx), line: index + 1, col: found.start - (starts[index] ?? 0) };
  });
}
