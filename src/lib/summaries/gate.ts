/**
 * The summaries' gate: every law id the site previews (the preview data's ids) needs the
 * corpus's text or a summary, or its preview and Law page end in "the corpus has no text". The
 * content check reports each id missing both as a problem of its Law's summary file (for the
 * Laws in `GATED`: all of them; a narrower gate counts the rest instead).
 */
import type { Problem } from '../base/problem.ts';
import { lawOf } from '../refs/ids.ts';
import { knownLawIds, type LawTextDoc, uncovered } from './coverage.ts';

/** The Laws whose ids must have text or a summary: all 93 (every summary file is written). */
export const GATED = (_law: number): boolean => true;

/**
 * The gate over `docs` (the collection's entries), the ids linked from elsewhere (`extra`: the
 * glossary's and the engines' sections) and the ids summarised: problems for the gated Laws,
 * and the ids of the others still missing both.
 * @example summaryGate([], [], new Set(), (n) => n === 50).problems[0]?.file // "laws/summaries/50.yaml"
 */
export function summaryGate(
  docs: readonly LawTextDoc[],
  extra: Iterable<string>,
  summarised: ReadonlySet<string>,
  gated: (law: number) => boolean = GATED,
): { problems: Problem[]; pending: string[] } {
  const gap = uncovered(knownLawIds(docs, extra), docs, (id) => summarised.has(id), gated);
  const problems = gap.enforced.map((id) => ({
    file: `laws/summaries/${lawOf(id)}.yaml`,
    line: 1,
    rule: 'summaries/missing',
    message: `${id === String(lawOf(id)) ? `Law ${id}` : id} is cited by our documents or applied by the engine, and the corpus has no text of it: add a summary under sections: "${id}" with en, ru, pl and el (docs/summaries.md)`,
  }));
  return { problems, pending: gap.pending };
}
