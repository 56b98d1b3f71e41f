/**
 * The parts of a case document, by segment id: the problem (title, diagrams, facts, the
 * question), the answer (the director's thoughts, the ruling or rulings, the appeal, the answer
 * to a preliminary question) and the law excerpts (with the booklet's clarification).
 */

/** A part of a case page. */
export type CasePart = 'problem' | 'answer' | 'laws';

const ANSWER = /^(?:answer-|thoughts|rulings?(?:\.|$)|appeal-)/;
const LAWS = /^(?:law-|clarification)/;

/**
 * The part a segment belongs to.
 * @example casePart('facts.2') // 'problem'; casePart('appeal-ruling.1') // 'answer'; casePart('law-46B.1') // 'laws'
 */
export function casePart(segmentId: string): CasePart {
  if (LAWS.test(segmentId)) return 'laws';
  if (ANSWER.test(segmentId)) return 'answer';
  return 'problem';
}

/**
 * Segment ids grouped by part, in document order.
 * @example splitCase(['title', 'facts.1', 'ruling', 'ruling.1', 'law-46B']) // { problem: ['title', 'facts.1'], answer: ['ruling', 'ruling.1'], laws: ['law-46B'] }
 */
export function splitCase(ids: readonly string[]): Record<CasePart, string[]> {
  const out: Record<CasePart, string[]> = { problem: [], answer: [], laws: [] };
  for (const id of ids) out[casePart(id)].push(id);
  return out;
}

/**
 * The case diagram a source `diagram` segment prints: `diagram-2` is the second, and the
 * answers' reprint (`answer-diagram-2` of a preliminary question) is the first again.
 * @example diagramIndexOf('diagram-2') // 1; diagramIndexOf('answer-diagram-2') // 0
 */
export function diagramIndexOf(segmentId: string): number | undefined {
  if (segmentId.startsWith('answer-diagram')) return 0;
  const m = /^diagram-(\d+)$/.exec(segmentId);
  return m === null ? undefined : Number(m[1]) - 1;
}

const RULING = /^(?:answer-)?rulings?\.\d+$/;
const APPEAL = /^appeal-ruling\.\d+$/;

/**
 * The segments that give a case's outcome, headings left out: the final ruling (the appeals
 * committee's where there was an appeal, else the director's or the answer to a preliminary
 * question) and, where there was an appeal, the first instance (the director's ruling and what
 * followed it before the committee's ruling).
 * @example outcomeParts(['title', 'ruling', 'ruling.1', 'ruling.2', 'appeal-ruling', 'appeal-ruling.1']) // { final: ['appeal-ruling.1'], firstInstance: ['ruling.1', 'ruling.2'] }
 * @example outcomeParts(['facts.1', 'rulings', 'rulings.1', 'law-45D.1']) // { final: ['rulings.1'], firstInstance: [] }
 */
export function outcomeParts(ids: readonly string[]): { final: string[]; firstInstance: string[] } {
  const rulings = ids.filter((id) => RULING.test(id));
  const appeal = ids.filter((id) => APPEAL.test(id));
  return appeal.length > 0 ? { final: appeal, firstInstance: rulings } : { final: rulings, firstInstance: [] };
}
